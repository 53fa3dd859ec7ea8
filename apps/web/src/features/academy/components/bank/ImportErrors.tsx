import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { QuestionImportResult } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { localText } from '../../../../lib/api/messages';

/** The bad rows of an import: row number, the file's field and what is wrong, in the user's language. */
export function ImportErrors({ errors }: { errors: QuestionImportResult['errors'] }) {
  const { t } = useTranslation(['academy', 'errors']);
  return (
    <Table size="small" aria-label={t('bank.import.errors')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('bank.import.row')}</TableCell>
          <TableCell>{t('bank.import.field')}</TableCell>
          <TableCell>{t('bank.import.message')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {errors.slice(0, 50).map((error) => (
          <TableRow key={`${error.row}-${error.field}-${error.message}`}>
            <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>{error.row}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{error.field}</TableCell>
            <TableCell>{localText(error, t)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
