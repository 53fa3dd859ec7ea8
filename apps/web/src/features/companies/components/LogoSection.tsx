import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Company } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FileChooser } from '../../../components/FileChooser';
import { toastApiError } from '../../../lib/api/handleError';
import { toast } from '../../../lib/toast';
import { removeCompanyLogo, uploadCompanyLogo } from '../api/companies';
import { SettingsSection } from './SettingsSection';

/** "Logo": an image kept in the file store, replaced or removed at once (each change audited by the server). */
export function LogoSection({ company }: { company: Company }) {
  const { t } = useTranslation('companies');
  const done = () => toast.success(t('settings.saved', { name: company.name }));
  const upload = useMutation({
    mutationFn: (file: File) => uploadCompanyLogo(company.id, file),
    onSuccess: done,
    onError: toastApiError,
  });
  const remove = useMutation({ mutationFn: () => removeCompanyLogo(company.id), onSuccess: done, onError: toastApiError });
  const busy = upload.isPending || remove.isPending;
  return (
    <SettingsSection title={t('settings.logo.title')}>
      <Box sx={{ gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        {company.logo_url ? (
          <Box
            component="img"
            src={company.logo_url}
            alt={t('settings.logo.alt', { name: company.name })}
            sx={{ maxHeight: 72, maxWidth: 200, objectFit: 'contain', bgcolor: 'common.white', borderRadius: 1, p: 0.5 }}
          />
        ) : (
          <Typography sx={{ color: 'text.secondary' }}>{t('settings.logo.none')}</Typography>
        )}
        <FileChooser
          label={t(company.logo_url ? 'settings.logo.replace' : 'settings.logo.upload')}
          accept="image/png,image/jpeg,image/webp"
          disabled={busy}
          onChoose={(file) => upload.mutate(file)}
        />
        {company.logo_url && (
          <Button color="error" disabled={busy} onClick={() => remove.mutate()}>
            {t('settings.logo.remove')}
          </Button>
        )}
      </Box>
      <Typography variant="body2" sx={{ gridColumn: '1 / -1', color: 'text.secondary' }}>
        {t('settings.logo.help')}
      </Typography>
    </SettingsSection>
  );
}
