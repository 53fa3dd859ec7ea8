/**
 * Styles that hide text on screen but leave it to screen readers (e.g. the word for a colour shown as a dot).
 * Sizes are strings: in `sx` the number 1 means 100 %, which made the "hidden" text as wide as the page.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
