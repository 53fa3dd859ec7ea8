import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import useMediaQuery from '@mui/material/useMediaQuery';
import { SEPA_FORMATS, type SepaCollection, type SepaFormat } from '@portal/contracts';
import { sepaMessages } from '@portal/contracts/sepa-messages';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { dayFromInput, FormDateField } from '../../../components/FormDateField';
import { FormSelectField } from '../../../components/FormSelectField';
import { PageLoader } from '../../../components/PageLoader';
import { isApiError } from '../../../lib/api/errors';
import { isoToTyped } from '../../../lib/dates/typedDay';
import { submitHandler } from '../../../lib/forms/submitHandler';
import { formatDate } from '../../../lib/i18n/format';
import { formatMoney } from '../../../lib/money';
import { candidatesQuery, collectionXmlUrl, createCollection } from '../api/collections';
import { earliestCollectionDate } from '../lib/collectionDate';
import { CandidateTable } from './CandidateTable';

/** The formats by a key a translation may have (their names hold dots). */
const FORMAT_KEYS = { 'pain.008.001.08': 'current', 'pain.008.001.02': 'legacy' } as const satisfies Record<SepaFormat, string>;

interface Values {
  collection_date: string;
  format: SepaFormat;
}

interface Props {
  companyId: number;
  currency: string;
  /** The company's zone: the earliest collection date is tomorrow there. */
  timeZone: string;
  onClose: () => void;
}

/**
 * A new direct debit run: the open invoices of members with a mandate (all chosen to begin with),
 * a collection date and the file format; once made, its pain.008 file is offered for the bank.
 */
export function CreateCollectionDialog({ companyId, currency, timeZone, onClose }: Props) {
  const { t } = useTranslation('sepa');
  const titleId = useId();
  const fullScreen = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const candidates = useQuery(candidatesQuery(companyId));
  // What is left out, so every candidate starts chosen (also those that arrive after a refetch).
  const [left, setLeft] = useState<ReadonlySet<number>>(new Set());
  const [created, setCreated] = useState<SepaCollection | null>(null);
  const [creditorMissing, setCreditorMissing] = useState(false);
  const earliest = earliestCollectionDate(timeZone);
  const form = useForm<Values>({ defaultValues: { collection_date: isoToTyped(earliest), format: 'pain.008.001.08' } });
  const rows = candidates.data ?? [];
  const chosen = rows.filter((row) => !left.has(row.invoice_id));
  const notBefore = (value: string) => {
    const day = dayFromInput(value);
    return !day || day >= earliest || t('collections.create.dateTooEarly', { date: formatDate(earliest) });
  };
  const submit = submitHandler(form, async (values) => {
    setCreditorMissing(false);
    try {
      setCreated(
        await createCollection(companyId, {
          invoice_ids: chosen.map((row) => row.invoice_id),
          collection_date: dayFromInput(values.collection_date) ?? '',
          format: values.format,
        }),
      );
    } catch (error) {
      if (isApiError(error) && error.code === sepaMessages.creditorMissing.code) setCreditorMissing(true);
      else throw error;
    }
  });
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
        <DialogTitle id={titleId}>{t('collections.create.title')}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          {created ? (
            <>
              <Alert severity="success">
                {t('collections.create.done', {
                  count: created.item_count,
                  sum: formatMoney(created.control_sum, currency),
                  date: formatDate(created.collection_date),
                })}
              </Alert>
              <Box>
                <Button
                  variant="contained"
                  startIcon={<IconDownload size={18} aria-hidden />}
                  href={collectionXmlUrl(created.id)}
                  download
                >
                  {t('collections.downloadXml')}
                </Button>
              </Box>
            </>
          ) : (
            <>
              {creditorMissing && (
                <Alert severity="error">
                  {t('collections.create.creditorMissing')}{' '}
                  <Link component={RouterLink} to={`/companies/${companyId}/admin/settings`}>
                    {t('collections.create.toSettings')}
                  </Link>
                </Alert>
              )}
              {candidates.isPending && <PageLoader />}
              {candidates.isError && <Alert severity="warning">{t('collections.loadFailed')}</Alert>}
              {candidates.isSuccess && rows.length === 0 && <Alert severity="info">{t('collections.create.none')}</Alert>}
              {rows.length > 0 && (
                <>
                  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignItems: 'start' }}>
                    <FormDateField
                      name="collection_date"
                      control={form.control}
                      label={t('collections.create.date')}
                      required
                      matches={notBefore}
                      helperText={t('collections.create.dateHelp', { date: formatDate(earliest) })}
                    />
                    <FormSelectField
                      name="format"
                      control={form.control}
                      label={t('collections.format')}
                      options={SEPA_FORMATS}
                      optionLabel={(format) => t(`collections.formats.${FORMAT_KEYS[format]}`)}
                      required
                      helperText={t('collections.create.formatHelp')}
                    />
                  </Box>
                  <CandidateTable rows={rows} left={left} onChange={setLeft} currency={currency} />
                </>
              )}
            </>
          )}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap' }}>
          <Button onClick={onClose}>{created ? t('collections.close') : t('collections.cancel')}</Button>
          {!created && (
            <Button type="submit" variant="contained" disabled={chosen.length === 0 || form.formState.isSubmitting}>
              {t('collections.create.submit', { count: chosen.length })}
            </Button>
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
}
