import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { AirplaneStatusReport } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { statusReason } from '../lib/statusReason';

const SEVERITY = { green: 'success', amber: 'warning', red: 'error' } as const;

/** The aircraft's overall light in one sentence: ready, ready with something coming up, or not to be flown. */
export function StatusSummary({ report }: { report: AirplaneStatusReport }) {
  const { t } = useTranslation('fleet');
  const reason = statusReason(report.status_reason, t);
  return (
    <Alert severity={SEVERITY[report.light]} data-light={report.light} sx={{ mb: 2 }}>
      <AlertTitle>{t(`status.summary.${report.light}`)}</AlertTitle>
      {reason || t(`status.summaryText.${report.light}`)}
    </Alert>
  );
}
