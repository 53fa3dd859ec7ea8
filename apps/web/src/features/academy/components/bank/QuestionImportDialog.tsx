import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import DialogContentText from '@mui/material/DialogContentText';
import type { QuestionImport, QuestionImportResult } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { FileImportDialog } from '../../../../components/FileImportDialog';
import { toast } from '../../../../lib/toast';
import { importQuestions } from '../../api/questions';
import { ImportErrors } from './ImportErrors';

const formatOf = (name: string): QuestionImport['format'] => (name.toLowerCase().endsWith('.json') ? 'json' : 'csv');

/** Imports questions from a CSV or JSON file: checked first, every bad row named, saved on confirmation. */
export function QuestionImportDialog({ companyId, onClose }: { companyId: number; onClose: () => void }) {
  const { t } = useTranslation('academy');
  return (
    <FileImportDialog<QuestionImportResult>
      words={{ namespace: 'academy', prefix: 'bank.import', close: 'bank.close' }}
      accept=".csv,.json,text/csv,application/json"
      help={
        <>
          <DialogContentText>{t('bank.import.help')}</DialogContentText>
          <Box
            component="code"
            sx={{ fontSize: '0.8125rem', p: 1, borderRadius: 1, bgcolor: 'action.hover', overflowWrap: 'anywhere' }}
          >
            subject;learning_objective;text;answer_a;answer_b;answer_c;answer_d;correct;explanation
          </Box>
        </>
      }
      send={async (file, dryRun) =>
        importQuestions(companyId, { format: formatOf(file.name), content: await file.text(), dry_run: dryRun })
      }
      fileField="content"
      saveable={(result) => result.valid}
      preview={(result) => (
        <>
          <Alert severity={result.errors.length ? 'warning' : 'success'}>
            {t('bank.import.preview', { valid: result.valid, bad: new Set(result.errors.map((e) => e.row)).size })}
          </Alert>
          {result.errors.length > 0 && <ImportErrors errors={result.errors} />}
        </>
      )}
      onSaved={(result) => toast.success(t('bank.import.done', { count: result.saved }))}
      onClose={onClose}
    />
  );
}
