import { useColorScheme } from '@mui/material/styles';
import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { TOASTER_PROPS } from '../../lib/toast';

/** sonner's light rich colours fall short of AA contrast (4.5:1) on their pale backgrounds; darker text meets it. */
const LIGHT_TEXT = {
  '--success-text': 'hsl(140, 100%, 22%)',
  '--info-text': 'hsl(210, 92%, 35%)',
  '--warning-text': 'hsl(31, 92%, 28%)',
  '--error-text': 'hsl(360, 100%, 38%)',
} as CSSProperties;

/** Toasts in the app's current light or dark scheme, with the spec's constants. */
export function ThemedToaster() {
  const { mode, systemMode } = useColorScheme();
  const dark = (mode === 'system' ? systemMode : mode) === 'dark';
  return <Toaster {...TOASTER_PROPS} theme={dark ? 'dark' : 'light'} style={dark ? undefined : LIGHT_TEXT} />;
}
