import { useColorScheme } from '@mui/material/styles';
import { Toaster } from 'sonner';
import { TOASTER_PROPS } from '../../lib/toast';

/** Toasts in the app's current light or dark scheme, with the spec's constants. */
export function ThemedToaster() {
  const { mode, systemMode } = useColorScheme();
  const scheme = mode === 'system' ? systemMode : mode;
  return <Toaster {...TOASTER_PROPS} theme={scheme === 'dark' ? 'dark' : 'light'} />;
}
