import { type AirplaneDocument, DOCUMENT_KINDS } from '@portal/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { dayFromInput, FormDateField } from '../../../components/FormDateField';
import { FormDialog } from '../../../components/FormDialog';
import { FormSelectField } from '../../../components/FormSelectField';
import { FormTextField } from '../../../components/FormTextField';
import { ApiError } from '../../../lib/api/errors';
import { isoToTyped } from '../../../lib/dates/typedDay';
import { toast } from '../../../lib/toast';
import { rules } from '../../../lib/validation/rules';
import { addDocument, updateDocument, uploadDocumentFile } from '../api/upkeep';
import { DOCUMENT_ACCEPT, uploadProblem } from '../lib/uploads';
import { FilePicker } from './FilePicker';

interface Values {
  kind: AirplaneDocument['kind'];
  title: string;
  expires_on: string;
}

interface Props {
  airplaneId: number;
  document?: AirplaneDocument;
  onClose: () => void;
}

/** Adds or changes one of the aircraft's papers: its kind, title, expiry and its file (PDF or picture). */
export function DocumentDialog({ airplaneId, document, onClose }: Props) {
  const { t } = useTranslation('fleet');
  const form = useForm<Values>({
    defaultValues: {
      kind: document?.kind ?? 'airworthiness_review',
      title: document?.title ?? '',
      expires_on: isoToTyped(document?.expires_on),
    },
  });
  const [file, setFile] = useState<File | null>(null);
  const fileProblem = file && uploadProblem(file, 'document');
  const save = async (values: Values) => {
    if (fileProblem) throw new ApiError(422, fileProblem);
    const body = { kind: values.kind, title: values.title.trim(), expires_on: dayFromInput(values.expires_on) };
    const saved = document ? await updateDocument(document.id, body) : await addDocument(airplaneId, body);
    if (!file) return;
    // The paper is saved either way; a file the server refuses is said, and can be attached again by editing.
    await uploadDocumentFile(saved.id, file).catch(() => toast.error(t('documents.fileFailed')));
  };
  return (
    <FormDialog title={t(document ? 'documents.editTitle' : 'documents.addTitle')} form={form} onSubmit={save} onClose={onClose}>
      <FormSelectField
        name="kind"
        control={form.control}
        label={t('documents.kind')}
        options={DOCUMENT_KINDS}
        optionLabel={(kind) => t(`documents.kinds.${kind}`)}
      />
      <FormTextField
        name="title"
        control={form.control}
        label={t('documents.docTitle')}
        required
        rules={[rules.required, rules.max(255)]}
      />
      <FormDateField
        name="expires_on"
        control={form.control}
        label={t('documents.expiresOn')}
        helperText={t('documents.expiresHelp')}
      />
      <FilePicker
        label={t(document?.file_url || file ? 'documents.otherFile' : 'documents.addFile')}
        accept={DOCUMENT_ACCEPT}
        file={file}
        onChange={setFile}
        helperText={t(document?.file_url ? 'documents.fileKept' : 'documents.fileHelp')}
        error={fileProblem ?? undefined}
      />
    </FormDialog>
  );
}
