import Typography from '@mui/material/Typography';
import { formatNumber } from '../../../lib/i18n/format';
import { metres } from '../lib/measures';

/** A length as published in feet, metres in a second, quieter line. */
export function Measure({ feet }: { feet: number | null }) {
  if (feet === null) return <>–</>;
  return (
    <>
      {formatNumber(feet)} ft
      <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
        {metres(feet)}
      </Typography>
    </>
  );
}
