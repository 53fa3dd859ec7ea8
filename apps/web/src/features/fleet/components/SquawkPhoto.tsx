import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';

/** A squawk's photo as a thumbnail that opens the full picture in a new tab. */
export function SquawkPhoto({ url, description, height = 96 }: { url: string; description: string; height?: number }) {
  const { t } = useTranslation('fleet');
  return (
    <Link href={url} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-block', lineHeight: 0 }}>
      <Box
        component="img"
        src={url}
        alt={t('squawks.photoOf', { description })}
        loading="lazy"
        sx={{ height, maxWidth: '100%', objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
      />
    </Link>
  );
}
