import Chip from '@mui/material/Chip';
import { IconClock } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRemaining } from '../lib/weakSubjects';

interface Props {
  /** The server's end of the attempt: the count runs down to it, whatever the page's own timers did. */
  expiresAt: string;
  /** How far the server's clock is ahead of the device's (ms): a device whose clock is wrong still counts right. */
  skewMs: number;
  onExpired: () => void;
}

/** The time left, to the second, read from the server's expiry and clock (so a reload continues it). */
export function Countdown({ expiresAt, skewMs, onExpired }: Props) {
  const { t } = useTranslation('academy');
  const end = new Date(expiresAt).getTime() - skewMs;
  const [now, setNow] = useState(() => Date.now());
  const fired = useRef(false);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = end - now;
  useEffect(() => {
    if (left <= 0 && !fired.current) {
      fired.current = true;
      onExpired();
    }
  }, [left, onExpired]);
  const time = formatRemaining(left);
  return (
    <Chip
      icon={<IconClock size={18} aria-hidden />}
      label={time}
      color={left < 60_000 ? 'error' : left < 5 * 60_000 ? 'warning' : 'default'}
      role="timer"
      aria-label={t('take.remainingLabel', { time })}
      sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600, fontSize: '1rem' }}
      data-testid="countdown"
    />
  );
}
