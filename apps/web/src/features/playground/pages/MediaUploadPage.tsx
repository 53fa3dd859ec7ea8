import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { storedFileSchema } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PageHeader } from '../../../components/PageHeader';
import { api } from '../../../lib/api/client';
import { isApiError } from '../../../lib/api/errors';
import { FilePicker } from '../../fleet';

type Outcome = { ok: true; bytes: number; sha256: string } | { ok: false; message: string };

const hex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/** Stores the file, reads it back, compares the SHA-256 of what came back with the server's, then deletes it. */
async function roundTrip(file: File): Promise<Outcome> {
  const body = new FormData();
  body.append('file', file);
  const stored = (await api.post('/api/files', body, z.object({ data: storedFileSchema }))).data;
  try {
    const served = await (await fetch(stored.url, { credentials: 'same-origin' })).arrayBuffer();
    const sha256 = hex(await crypto.subtle.digest('SHA-256', served));
    return sha256 === stored.sha256 ? { ok: true, bytes: served.byteLength, sha256 } : { ok: false, message: sha256 };
  } finally {
    await api.delete(`/api/files/${stored.id}`);
  }
}

/** An upload round trip to the file store (super-admins): the file comes back byte for byte and is removed. */
export default function MediaUploadPage() {
  const { t } = useTranslation('playground');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const choose = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    try {
      setOutcome(await roundTrip(file));
    } catch (error) {
      setOutcome({ ok: false, message: isApiError(error) ? (error.errors.file?.[0] ?? error.message) : String(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <PageHeader subtitle={t('mediaUpload.intro')} />
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <FilePicker
              label={t('mediaUpload.choose')}
              accept="application/pdf,image/jpeg,image/png,image/webp"
              file={null}
              onChange={choose}
              disabled={busy}
              helperText={t('mediaUpload.hint')}
            />
            {outcome?.ok && (
              <Alert severity="success">
                {t('mediaUpload.ok', { bytes: outcome.bytes, sha256: outcome.sha256.slice(0, 16) })}
              </Alert>
            )}
            {outcome && !outcome.ok && <Alert severity="error">{t('mediaUpload.failed', { message: outcome.message })}</Alert>}
          </Stack>
        </CardContent>
      </Card>
    </>
  );
}
