import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

/** A question's figure, as large as the column allows and never taller than a phone's half screen. */
export function QuestionFigure({ url }: { url: string }) {
  const { t } = useTranslation('academy');
  return (
    <Box
      component="img"
      src={url}
      alt={t('figure.alt')}
      loading="lazy"
      sx={{
        display: 'block',
        maxWidth: '100%',
        maxHeight: '50vh',
        objectFit: 'contain',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'common.white',
      }}
    />
  );
}
