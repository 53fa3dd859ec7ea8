import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SepaCollection } from '@portal/contracts';
import { IconCheck, IconChevronDown, IconDownload } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { formatDate } from '../../../lib/i18n/format';
import { formatMoney } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { collectionXmlUrl, confirmCollection } from '../api/collections';
import { ReturnDialog } from './ReturnDialog';

type Item = SepaCollection['items'][number];

const RUN_COLORS = { exported: 'info', collected: 'success' } as const;
const ITEM_COLORS = { pending: 'default', collected: 'success', returned: 'error' } as const;
/** Hidden on a phone: the invoice, amount and state are what fits. */
const wide = { display: { xs: 'none', sm: 'table-cell' } } as const;
const wider = { display: { xs: 'none', md: 'table-cell' } } as const;

/** A debit's state and, once its run is confirmed, the way to record that the bank returned it. */
function ItemState({ item, returnable, onReturn }: { item: Item; returnable: boolean; onReturn: () => void }) {
  const { t } = useTranslation('sepa');
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Chip size="small" color={ITEM_COLORS[item.status]} label={t(`collections.itemStatus.${item.status}`)} />
      {returnable && (
        <Button
          size="small"
          color="warning"
          onClick={onReturn}
          aria-label={t('collections.return.actionFor', { number: item.invoice_number ?? item.invoice_id })}
        >
          {t('collections.return.action')}
        </Button>
      )}
    </Box>
  );
}

/** One collection run: what it collects and when, its file for the bank, its confirmation and the returns of its debits. */
export function CollectionRun({
  run,
  currency,
  defaultExpanded,
}: {
  run: SepaCollection;
  currency: string;
  defaultExpanded: boolean;
}) {
  const { t } = useTranslation('sepa');
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const [returning, setReturning] = useState<Item | null>(null);
  const money = (minor: number) => formatMoney(minor, currency);
  const collected = run.status === 'collected';
  return (
    <Accordion defaultExpanded={defaultExpanded} disableGutters variant="outlined">
      <AccordionSummary expandIcon={<IconChevronDown aria-hidden />} id={`${id}-summary`} aria-controls={`${id}-details`}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 0.5, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{t('collections.runTitle', { date: formatDate(run.collection_date) })}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
            {t('collections.runSummary', { count: run.item_count, sum: money(run.control_sum) })}
          </Typography>
          <Chip size="small" color={RUN_COLORS[run.status]} label={t(`collections.status.${run.status}`)} />
        </Box>
      </AccordionSummary>
      <AccordionDetails id={`${id}-details`} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {[
            run.format,
            t('collections.createdAt', { date: formatDate(run.created_at) }),
            run.confirmed_at ? t('collections.confirmedAt', { date: formatDate(run.confirmed_at) }) : null,
            run.message_id,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            size="small"
            startIcon={<IconDownload size={18} aria-hidden />}
            href={collectionXmlUrl(run.id)}
            download
          >
            {t('collections.downloadXml')}
          </Button>
          {!collected && (
            <Button
              variant="contained"
              size="small"
              startIcon={<IconCheck size={18} aria-hidden />}
              onClick={() => setConfirming(true)}
            >
              {t('collections.confirm.action')}
            </Button>
          )}
        </Stack>
        <TableContainer>
          <Table size="small" aria-label={t('collections.itemsLabel', { date: formatDate(run.collection_date) })}>
            <TableHead>
              <TableRow>
                <TableCell>{t('collections.invoice')}</TableCell>
                <TableCell sx={wide}>{t('collections.debtor')}</TableCell>
                <TableCell sx={wider}>{t('collections.mandate')}</TableCell>
                <TableCell align="right">{t('collections.amount')}</TableCell>
                <TableCell sx={wide}>{t('collections.state')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {run.items.map((item) => {
                const state = (
                  <ItemState
                    item={item}
                    returnable={collected && item.status === 'collected'}
                    onReturn={() => setReturning(item)}
                  />
                );
                return (
                  <TableRow key={item.id}>
                    <TableCell>
                      <Link to={String(item.invoice_id)}>{item.invoice_number ?? item.invoice_id}</Link>
                      <Box sx={{ display: { sm: 'none' } }}>
                        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
                          {item.debtor_name}
                        </Typography>
                        {state}
                      </Box>
                    </TableCell>
                    <TableCell sx={wide}>{item.debtor_name}</TableCell>
                    <TableCell sx={wider}>
                      {item.mandate_reference} · {t(`collections.sequence.${item.sequence}`)}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                      {money(item.amount)}
                    </TableCell>
                    <TableCell sx={wide}>{state}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      </AccordionDetails>
      {confirming && (
        <ConfirmDialog
          color="primary"
          title={t('collections.confirm.title', { date: formatDate(run.collection_date) })}
          text={t('collections.confirm.text', { count: run.item_count, sum: money(run.control_sum) })}
          confirmLabel={t('collections.confirm.action')}
          onConfirm={async () => {
            await confirmCollection(run.id);
            toast.success(t('collections.confirm.done', { count: run.item_count }));
          }}
          onClose={() => setConfirming(false)}
        />
      )}
      {returning && (
        <ReturnDialog
          collectionId={run.id}
          invoiceId={returning.invoice_id}
          invoiceNumber={returning.invoice_number ?? String(returning.invoice_id)}
          debtorName={returning.debtor_name}
          amount={returning.amount}
          currency={currency}
          onClose={() => setReturning(null)}
        />
      )}
    </Accordion>
  );
}
