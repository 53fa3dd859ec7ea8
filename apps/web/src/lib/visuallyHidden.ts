/** Styles that hide text on screen but leave it to screen readers (e.g. the word for a colour shown as a dot). */
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
