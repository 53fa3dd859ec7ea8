import DialogContentText from '@mui/material/DialogContentText';
import type { LogbookImportResult } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { FileImportDialog } from '../../../components/FileImportDialog';
import { toast } from '../../../lib/toast';
import { exportUrl, importLogbook } from '../api/transfer';
import { ImportPreview } from './ImportPreview';

/** Imports a logbook CSV: checked first, every bad row named; the confirmation saves the good, new rows. */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('logbook');
  return (
    <FileImportDialog<LogbookImportResult>
      words={{ namespace: 'logbook', prefix: 'import', close: 'close' }}
      accept=".csv,text/csv"
      help={
        <DialogContentText>
          {t('import.help')}{' '}
          <a href={exportUrl('csv')} download>
            {t('import.template')}
          </a>
        </DialogContentText>
      }
      send={importLogbook}
      fileField="file"
      saveable={(result) => result.new}
      preview={(result) => <ImportPreview result={result} />}
      onSaved={(result) => toast.success(t('import.done', { count: result.new, duplicates: result.duplicates }))}
      onClose={onClose}
    />
  );
}
