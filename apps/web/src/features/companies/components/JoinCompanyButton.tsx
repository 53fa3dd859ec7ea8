import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { joinCompany } from '../api/companies';

/** Asks to join: creates a pending membership the company's admins approve. */
export function JoinCompanyButton({ companyId, name }: { companyId: number; name: string }) {
  const { t } = useTranslation('companies');
  const join = useMutation({
    mutationFn: () => joinCompany(companyId),
    onSuccess: () => toast.success(t('joinRequested', { name })),
  });
  return (
    <Button
      variant="contained"
      size="small"
      onClick={() => join.mutate()}
      disabled={join.isPending}
      aria-label={`${t('join')}: ${name}`}
      sx={{ alignSelf: 'flex-start', flexShrink: 0 }}
    >
      {t('join')}
    </Button>
  );
}
