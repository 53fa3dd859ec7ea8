import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Airplane } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { SectionCard } from '../../../components/SectionCard';
import { removeAirplanePhoto, uploadAirplanePhoto } from '../api/upkeep';
import { IMAGE_ACCEPT } from '../lib/uploads';
import { useImageUpload } from '../lib/useImageUpload';
import { FilePicker } from './FilePicker';

/** Admins upload the aircraft's photo (shown on its overview), replace it or remove it. */
export function AirplanePhotoCard({ airplane }: { airplane: Airplane }) {
  const { t } = useTranslation('fleet');
  const { busy, problem, choose } = useImageUpload((file) => uploadAirplanePhoto(airplane.id, file), t('photo.saved'));
  const [removing, setRemoving] = useState(false);
  return (
    <SectionCard title={t('photo.title')}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {airplane.photo_url ? (
          <Box
            component="img"
            src={airplane.photo_url}
            alt={t('overview.photo', { registration: airplane.registration })}
            sx={{ width: '100%', maxWidth: 480, maxHeight: 280, objectFit: 'cover', borderRadius: 1 }}
          />
        ) : (
          <Typography sx={{ color: 'text.secondary' }}>{t('photo.none')}</Typography>
        )}
        <FilePicker
          label={t(airplane.photo_url ? 'photo.replace' : 'photo.upload')}
          accept={IMAGE_ACCEPT}
          file={null}
          onChange={choose}
          helperText={t('photo.help')}
          error={problem ?? undefined}
          disabled={busy}
        >
          {airplane.photo_url && (
            <Button color="error" onClick={() => setRemoving(true)} disabled={busy}>
              {t('photo.remove')}
            </Button>
          )}
        </FilePicker>
      </Box>
      {removing && (
        <ConfirmDialog
          title={t('photo.removeTitle')}
          text={t('photo.removeText', { registration: airplane.registration })}
          confirmLabel={t('photo.remove')}
          onConfirm={() => removeAirplanePhoto(airplane.id)}
          onClose={() => setRemoving(false)}
        />
      )}
    </SectionCard>
  );
}
