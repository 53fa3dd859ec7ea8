import { useState } from 'react';
import { toastApiError } from '../../../lib/api/handleError';
import { toast } from '../../../lib/toast';
import { uploadProblem } from './uploads';

/**
 * Uploads a chosen image at once: a file the server would refuse is named here (`problem`), a
 * failed upload is toasted, a saved one confirmed with `savedMessage`.
 */
export function useImageUpload(upload: (file: File) => Promise<unknown>, savedMessage: string) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const choose = async (file: File | null) => {
    const found = file && uploadProblem(file, 'image');
    setProblem(found);
    if (!file || found) return;
    setBusy(true);
    try {
      await upload(file);
      toast.success(savedMessage);
    } catch (error) {
      toastApiError(error);
    } finally {
      setBusy(false);
    }
  };
  return { busy, problem, choose };
}
