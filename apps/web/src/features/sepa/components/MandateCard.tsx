import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/SectionCard';
import { formatDate } from '../../../lib/i18n/format';
import { mandateQuery } from '../api/mandate';
import { MandateDialog } from './MandateDialog';

/** IBAN in groups of four, as it is printed on a bank card. */
const grouped = (iban: string) => iban.replace(/(.{4})/g, '$1 ').trim();

/** The member's SEPA direct debit mandate: read by the member, entered and changed by accounting (`editable`). */
export function MandateCard({ membershipId, editable = false }: { membershipId: number; editable?: boolean }) {
  const { t } = useTranslation('sepa');
  const mandate = useQuery(mandateQuery(membershipId));
  const [editing, setEditing] = useState(false);
  const data = mandate.data ?? null;
  return (
    <SectionCard
      title={t('mandate.title')}
      action={editable && <Button onClick={() => setEditing(true)}>{data ? t('mandate.change') : t('mandate.add')}</Button>}
    >
      {data ? (
        <dl>
          <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
            {t('mandate.reference')}
          </Typography>
          <Typography component="dd" sx={{ m: 0, mb: 1 }}>
            {data.reference} · {t('mandate.signedOnDate', { date: formatDate(data.signed_on) })}
          </Typography>
          <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
            {t('mandate.account')}
          </Typography>
          <Typography component="dd" sx={{ m: 0, mb: 1, overflowWrap: 'anywhere' }}>
            {data.account_holder} · {grouped(data.iban)}
            {data.bic ? ` · ${data.bic}` : ''}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, color: 'text.secondary' }}>
            {t(`mandate.sequence.${data.next_sequence}`)}
          </Typography>
        </dl>
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>{mandate.isPending ? '' : t('mandate.none')}</Typography>
      )}
      {editing && <MandateDialog membershipId={membershipId} mandate={data} onClose={() => setEditing(false)} />}
    </SectionCard>
  );
}
