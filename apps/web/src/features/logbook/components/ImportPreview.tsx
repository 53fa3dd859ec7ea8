import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LogbookImportResult } from '@portal/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { localText } from '../../../lib/api/messages';

/** A bad row's problem with the column's name and the reason in the user's language. */
function problem({ field, code, params, message }: LogbookImportResult['errors'][number], t: TFunction): string {
  const column = t(`columns.${field}`, { defaultValue: field });
  return `${column}: ${localText({ code, params, message: message.slice(field.length + 2) })}`;
}

/** What the import would do: rows read, new entries, duplicates skipped, and each bad row with its reason. */
export function ImportPreview({ result }: { result: LogbookImportResult }) {
  const { t } = useTranslation(['logbook', 'errors']);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }} aria-live="polite">
      <Alert severity={result.errors.length ? 'warning' : 'success'}>
        {t('import.summary', {
          count: result.rows,
          fresh: result.new,
          duplicates: result.duplicates,
          bad: result.errors.length,
        })}
      </Alert>
      {result.errors.length > 0 && (
        <Box>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
            {t('import.badRows')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5, maxHeight: 240, overflowY: 'auto' }} aria-label={t('import.badRows')}>
            {result.errors.map((error) => (
              <li key={`${error.row}-${error.message}`}>
                <Typography variant="body2">
                  {t('import.row', { row: error.row })}: {problem(error, t)}
                </Typography>
              </li>
            ))}
          </Box>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
            {t('import.badRowsSkipped')}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
