import type { Theme } from '@mui/material/styles';

/**
 * The red of money owed. On the dark theme's tinted tiles and raised dialogs the error red falls just
 * under 4.5:1, so the dark scheme takes its lighter shade; the light scheme keeps the main red.
 */
export const owedColor = (theme: Theme) => ({
  color: (theme.vars ?? theme).palette.error.main,
  ...theme.applyStyles('dark', { color: (theme.vars ?? theme).palette.error.light }),
});
