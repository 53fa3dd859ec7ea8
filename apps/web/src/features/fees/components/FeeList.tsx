import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Fee } from '@portal/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PageLoader } from '../../../components/PageLoader';
import { toast } from '../../../lib/toast';
import { SectionCard } from '../../fleet/components/SectionCard';
import { companyFeesQuery, deleteFee } from '../api/fees';
import { FeeDialog } from './FeeDialog';
import { FeeTable } from './FeeTable';

interface Props {
  companyId: number;
  currency: string;
  /** Admins and accounting create, change and delete fees here. */
  editable: boolean;
}

/** The company's fees; for those who keep them, with create, edit and delete. */
export function FeeList({ companyId, currency, editable }: Props) {
  const { t } = useTranslation('fees');
  const fees = useQuery(companyFeesQuery(companyId));
  const [editing, setEditing] = useState<Fee | 'new' | null>(null);
  const [removing, setRemoving] = useState<Fee | null>(null);
  const remove = async (fee: Fee) => {
    await deleteFee(fee.id);
    toast.success(t('deleted', { title: fee.title }));
  };
  return (
    <SectionCard
      title={t('title')}
      action={
        editable && (
          <Button
            variant="contained"
            size="small"
            startIcon={<IconPlus size={18} aria-hidden />}
            onClick={() => setEditing('new')}
          >
            {t('create')}
          </Button>
        )
      }
    >
      {fees.isPending && <PageLoader />}
      {fees.isError && <Alert severity="warning">{t('loadFailed')}</Alert>}
      {fees.data?.length === 0 && (
        <Typography sx={{ color: 'text.secondary' }}>{t(editable ? 'emptyEditable' : 'empty')}</Typography>
      )}
      {Boolean(fees.data?.length) && (
        <FeeTable
          fees={fees.data ?? []}
          onEdit={editable ? setEditing : undefined}
          onDelete={editable ? setRemoving : undefined}
        />
      )}
      {editing && (
        <FeeDialog
          companyId={companyId}
          currency={currency}
          fee={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {removing && (
        <ConfirmDialog
          title={t('deleteTitle')}
          text={t('deleteText', { title: removing.title })}
          confirmLabel={t('common:actions.delete')}
          onConfirm={() => remove(removing)}
          onClose={() => setRemoving(null)}
        />
      )}
    </SectionCard>
  );
}
