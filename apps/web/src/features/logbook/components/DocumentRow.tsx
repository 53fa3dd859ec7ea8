import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { Validity } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatMinutes } from '../../../lib/duration';
import { formatDay } from '../../../lib/i18n/format';
import { documentKey } from '../lib/validity';
import { DocumentChip } from './DocumentChip';

type Revalidation = NonNullable<Validity['revalidation']>;
const PARTS = ['total_minutes', 'pic_minutes', 'landings', 'training_flight_minutes'] as const;

/** FCL.740.A: what the 12 months before a class rating's expiry must hold, done against needed. */
function RevalidationProgress({ revalidation }: { revalidation: Revalidation }) {
  const { t } = useTranslation('logbook');
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
        {t(revalidation.met ? 'revalidation.met' : 'revalidation.open', {
          from: formatDay(revalidation.from),
          to: formatDay(revalidation.to),
        })}
      </Typography>
      {PARTS.map((part) => {
        const { done, needed } = revalidation[part];
        const show = (value: number) => (part === 'landings' ? String(value) : formatMinutes(value));
        return (
          <Box key={part} sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 1, alignItems: 'center' }}>
            <Typography variant="body2">{t(`revalidation.${part}`)}</Typography>
            <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {t('revalidation.doneOf', { done: show(done), needed: show(needed) })}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={Math.min(100, needed ? (done / needed) * 100 : 100)}
              color={done >= needed ? 'success' : 'warning'}
              aria-label={t(`revalidation.${part}`)}
              sx={{ gridColumn: 'span 2', mb: 0.75 }}
            />
          </Box>
        );
      })}
    </Box>
  );
}

/** A licence, rating or medical with its validity and, for class ratings, the revalidation experience. */
export function DocumentRow({ document }: { document: Validity }) {
  const { t } = useTranslation('logbook');
  return (
    <Box component="li" sx={{ py: 1.25, borderTop: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Box>
          <Typography sx={{ fontWeight: 600 }}>{t(documentKey(document), { defaultValue: document.code })}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t(`kinds.${document.kind}`)}
            {document.expires_on && ` · ${formatDay(document.expires_on)}`}
          </Typography>
        </Box>
        <DocumentChip document={document} />
      </Box>
      {document.revalidation && <RevalidationProgress revalidation={document.revalidation} />}
    </Box>
  );
}
