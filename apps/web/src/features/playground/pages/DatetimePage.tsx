import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledTextField } from '../../../components/ControlledTextField';
import { dayFromInput, FormDateField } from '../../../components/FormDateField';
import { PageHeader } from '../../../components/PageHeader';
import { readClock } from '../../../lib/dates/clock';
import { dateOrder, parseDate } from '../../../lib/dates/parseDate';
import { currentLanguageTag } from '../../../lib/i18n';
import { formatDay } from '../../../lib/i18n/format';

/** Ways people type a day: the language's order, '.', '/' or '-' between, two-digit years. */
const EXAMPLES = {
  dmy: ['14.6.26', '14/06/2026', '1-2-99'],
  mdy: ['6/14/26', '06-14-2026', '2/1/99'],
  ymd: ['26-6-14', '2026/06/14', '99.2.1'],
};

/**
 * The date input of the app (typed in the language's order) and its 24-hour time, typed as the flight and booking
 * forms take it ("930", "9.30", "09:30"): the browser's time picker would show AM/PM whatever the page's language.
 */
export default function DatetimePage() {
  const { t } = useTranslation('playground');
  const order = dateOrder(currentLanguageTag());
  const { control, watch } = useForm<{ day: string; time: string }>({
    defaultValues: { day: '', time: '09:00' },
    mode: 'onChange',
  });
  const [typed, time] = watch(['day', 'time']);
  const year = new Date().getFullYear();
  return (
    <>
      <PageHeader subtitle={t('datetime.intro')} />
      <Card>
        <CardContent>
          <Stack spacing={3}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormDateField name="day" control={control} label={t('datetime.day')} />
              <ControlledTextField
                name="time"
                control={control}
                label={t('datetime.time')}
                slotProps={{ htmlInput: { inputMode: 'numeric', placeholder: 'HH:MM', autoComplete: 'off' } }}
              />
            </Stack>
            <Stack spacing={0.5}>
              <Typography>{t('datetime.read', { day: formatDay(dayFromInput(typed) ?? '') || '–' })}</Typography>
              <Typography>{t('datetime.readTime', { time: readClock(time) ?? '–' })}</Typography>
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {t('datetime.range', { from: year - 100, to: year + 52 })}
            </Typography>
            <Table size="small" aria-label={t('datetime.examples')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('datetime.typed')}</TableCell>
                  <TableCell>{t('datetime.understood')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {EXAMPLES[order].map((example) => (
                  <TableRow key={example}>
                    <TableCell>{example}</TableCell>
                    <TableCell>{formatDay(parseDate(example, order)) || '–'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Stack>
        </CardContent>
      </Card>
    </>
  );
}
