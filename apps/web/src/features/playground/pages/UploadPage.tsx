import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { formatNumber } from '../../../lib/i18n/format';
import { FilePicker } from '../../fleet';
import { TRACK_ACCEPT } from '../../tracks';

const MB = 1024 * 1024;
/** The limits the server applies (it reads the file's first bytes; the browser's checks only spare a useless upload). */
const KINDS = [
  { key: 'image', accept: 'image/jpeg,image/png,image/webp', limit: 5 * MB },
  { key: 'document', accept: 'application/pdf,image/jpeg,image/png,image/webp', limit: 10 * MB },
  { key: 'track', accept: TRACK_ACCEPT, limit: 10 * MB },
] as const;

/** The file picker as the app uses it for photos, documents and tracks, with the size check before upload. */
export default function UploadPage() {
  const { t } = useTranslation('playground');
  const [files, setFiles] = useState<Record<string, File | null>>({});
  return (
    <>
      <PageHeader subtitle={t('upload.intro')} />
      <Card>
        <CardContent>
          <Stack spacing={3}>
            {KINDS.map(({ key, accept, limit }) => {
              const file = files[key] ?? null;
              const tooLarge = file !== null && file.size > limit;
              return (
                <Stack key={key} spacing={1}>
                  <FilePicker
                    label={t(`upload.${key}`)}
                    accept={accept}
                    file={file}
                    onChange={(chosen) => setFiles((all) => ({ ...all, [key]: chosen }))}
                    helperText={t('upload.limit', { megabytes: limit / MB })}
                    error={tooLarge ? t('upload.tooLarge', { megabytes: limit / MB }) : undefined}
                  />
                  {file && !tooLarge && (
                    <Alert severity="success">
                      {t('upload.ready', { name: file.name, size: formatNumber(file.size / 1024, { maximumFractionDigits: 0 }) })}
                    </Alert>
                  )}
                </Stack>
              );
            })}
          </Stack>
        </CardContent>
      </Card>
    </>
  );
}
