import Button from '@mui/material/Button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api/client';
import { toast } from '../../../lib/toast';

/** Asks to join: creates a pending membership the company's admins approve. */
export function JoinCompanyButton({ companyId }: { companyId: number }) {
  const { t } = useTranslation('companies');
  const queryClient = useQueryClient();
  const join = useMutation({
    mutationFn: () => api.post(`/api/companies/${companyId}/join`),
    onSuccess: async () => {
      toast.success(t('joinRequested'));
      await queryClient.invalidateQueries({ queryKey: ['users'] });
    },
  });
  return (
    <Button
      variant="contained"
      onClick={() => join.mutate()}
      disabled={join.isPending || join.isSuccess}
      sx={{ alignSelf: 'flex-start' }}
    >
      {join.isSuccess ? t('joinPending') : t('join')}
    </Button>
  );
}
