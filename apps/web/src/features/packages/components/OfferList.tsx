import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PrepaidPackage } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ListSection } from '../../../components/ListSection';
import { RowActions } from '../../../components/RowActions';
import { formatMoney } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { companyAirplanesQuery } from '../../fleet';
import { offersQuery, retireOffer } from '../api/packages';
import { creditOf, scopeOf } from '../lib/terms';
import { OfferDialog } from './OfferDialog';
import { SellDialog } from './SellDialog';

interface Props {
  companyId: number;
  currency: string;
}

/** The company's current offers with what each credits, for how long and at what price; create, edit, retire, sell. */
export function OfferList({ companyId, currency }: Props) {
  const { t } = useTranslation(['packages', 'fleet']);
  const offers = useQuery(offersQuery(companyId));
  const registrations = new Map((useQuery(companyAirplanesQuery(companyId)).data ?? []).map((a) => [a.id, a.registration]));
  const [editing, setEditing] = useState<PrepaidPackage | 'new' | null>(null);
  const [retiring, setRetiring] = useState<PrepaidPackage | null>(null);
  const [selling, setSelling] = useState<PrepaidPackage | null>(null);
  const retire = async (offer: PrepaidPackage) => {
    await retireOffer(offer.id);
    toast.success(t('offers.retired', { name: offer.name }));
  };
  return (
    <ListSection
      title={t('offers.title')}
      add={{ label: t('offers.create'), onClick: () => setEditing('new') }}
      status={offers}
      failedText={t('loadFailed')}
      isEmpty={offers.data?.length === 0}
      emptyText={t('offers.empty')}
    >
      {Boolean(offers.data?.length) && (
        <TableContainer>
          <Table size="small" aria-label={t('offers.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('fields.name')}</TableCell>
                <TableCell align="right">{t('fields.price')}</TableCell>
                <TableCell align="right">{t('actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(offers.data ?? []).map((offer) => (
                <TableRow key={offer.id} hover>
                  <TableCell>
                    <Link to={`/prePaidPackage/${offer.id}`}>{offer.name}</Link>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {[
                        creditOf(offer, t),
                        scopeOf(offer, registrations, t),
                        t('validFor', { count: offer.validity_days }),
                        offer.discount_percent ? t('discount', { percent: offer.discount_percent }) : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Typography>
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(offer.price, offer.currency)}
                  </TableCell>
                  <TableCell align="right">
                    <Button size="small" variant="outlined" onClick={() => setSelling(offer)} sx={{ mr: 0.5, mb: 0.5 }}>
                      {t('sell.action')}
                    </Button>
                    <RowActions
                      editLabel={t('offers.edit', { name: offer.name })}
                      deleteLabel={t('offers.retire', { name: offer.name })}
                      onEdit={offer.permissions?.update ? () => setEditing(offer) : undefined}
                      onDelete={offer.permissions?.delete ? () => setRetiring(offer) : undefined}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {editing && (
        <OfferDialog
          companyId={companyId}
          currency={currency}
          offer={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {selling && <SellDialog companyId={companyId} offer={selling} onClose={() => setSelling(null)} />}
      {retiring && (
        <ConfirmDialog
          title={t('offers.retireTitle')}
          text={t('offers.retireText', { name: retiring.name })}
          confirmLabel={t('offers.retireConfirm')}
          onConfirm={() => retire(retiring)}
          onClose={() => setRetiring(null)}
        />
      )}
    </ListSection>
  );
}
