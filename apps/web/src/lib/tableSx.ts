/** A dense data table: cells on one line, tight padding, the totals row as legible as the rows. */
export const denseTableSx = {
  '& td, & th': { whiteSpace: 'nowrap', px: 1 },
  '& tfoot td': { fontSize: '0.875rem', fontWeight: 600, color: 'text.primary' },
} as const;
