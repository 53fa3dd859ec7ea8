import { styled } from '@mui/material/styles';

export const LABEL_WIDTH = 184;
export const ROW_HEIGHT = 48;

const v = (name: string) => `var(--mui-palette-${name})`;
const mix = (name: string, share: number) => `color-mix(in srgb, ${v(name)} ${share}%, ${v('background-paper')})`;
export const NIGHT = `color-mix(in srgb, ${v('text-primary')} 10%, transparent)`;

/**
 * The timeline's look in one stylesheet: a thousand bookings are plain elements with class names,
 * because per-element styles would cost more than the 300 ms a week may take to render.
 */
export const TimelineRoot = styled('div')(({ theme }) => ({
  overflow: 'auto',
  maxHeight: 'calc(100vh - 240px)',
  minHeight: 240,
  border: `1px solid ${v('divider')}`,
  borderRadius: theme.shape.borderRadius,
  backgroundColor: v('background-paper'),
  fontSize: '0.75rem',
  '.tl-grid': { position: 'relative', minWidth: 'var(--tl-min-width)' },
  '.tl-row': { display: 'grid', gridTemplateColumns: `${LABEL_WIDTH}px 1fr`, borderBottom: `1px solid ${v('divider')}` },
  // Rows scrolled out of the calendar's view are neither laid out nor painted until they come into view.
  '.tl-row:not(.tl-head)': { contentVisibility: 'auto', containIntrinsicSize: `auto ${ROW_HEIGHT + 1}px` },
  '.tl-label': {
    position: 'sticky',
    left: 0,
    zIndex: 3,
    display: 'flex',
    alignItems: 'center',
    gap: 4,
    padding: '0 8px',
    minHeight: ROW_HEIGHT,
    backgroundColor: v('background-paper'),
    borderRight: `1px solid ${v('divider')}`,
  },
  '.tl-head': { position: 'sticky', top: 0, zIndex: 4, backgroundColor: v('background-paper') },
  '.tl-head .tl-label': { zIndex: 5, minHeight: 0 },
  '.tl-axis': { position: 'relative', height: 44 },
  '.tl-day, .tl-hour': { position: 'absolute', whiteSpace: 'nowrap', overflow: 'hidden', color: v('text-secondary') },
  '.tl-day': { top: 4, paddingLeft: 6, fontWeight: 600, color: v('text-primary'), textOverflow: 'ellipsis' },
  '.tl-twilight': { marginLeft: 6, fontWeight: 400, color: v('text-secondary') },
  '.tl-day.today': { color: v('primary-main') },
  '.tl-hour': { top: 24, paddingLeft: 3, textOverflow: 'clip' },
  '.tl-section': { padding: '6px 8px', fontWeight: 600, color: v('text-secondary'), position: 'sticky', left: 0 },
  '.tl-track': { position: 'relative', minHeight: ROW_HEIGHT, touchAction: 'pan-y', cursor: 'crosshair' },
  '.tl-track.readonly': { cursor: 'default' },
  '.tl-lines': { position: 'absolute', top: 0, bottom: 0, left: LABEL_WIDTH, right: 0, pointerEvents: 'none' },
  '.tl-line': { position: 'absolute', top: 0, bottom: 0, borderLeft: `1px solid ${v('divider')}` },
  '.tl-line.minor': { opacity: 0.5 },
  // The night before civil dawn and after civil dusk at the home airfield, behind the bookings.
  '.tl-night': { position: 'absolute', top: 0, bottom: 0, backgroundColor: NIGHT },
  '.tl-now': { position: 'absolute', top: 0, bottom: 0, borderLeft: `2px solid ${v('error-main')}`, zIndex: 2 },
  '.tl-selection': {
    position: 'absolute',
    top: 2,
    bottom: 2,
    zIndex: 2,
    borderRadius: 4,
    backgroundColor: mix('primary-main', 25),
    border: `2px solid ${v('primary-main')}`,
    pointerEvents: 'none',
  },
  '.bk': {
    position: 'absolute',
    top: 4,
    height: 28,
    zIndex: 1,
    minWidth: 3,
    padding: '0 4px',
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
    textAlign: 'left',
    font: 'inherit',
    lineHeight: '26px',
    borderRadius: 4,
    border: `1px solid ${v('divider')}`,
    borderLeftWidth: 3,
    color: v('text-primary'),
    backgroundColor: mix('secondary-main', 22),
    cursor: 'pointer',
  },
  // Initials in a block of a few pixels: every pixel goes to the letters.
  '.bk.narrow': { padding: 0, borderLeftWidth: 2, textAlign: 'center', textOverflow: 'clip', fontSize: '0.6875rem' },
  '.bk.narrow::before': { content: 'attr(data-initials)' },
  '.bk.cut-start, .bk.cut-end': { minWidth: 12 },
  '.bk.cut-start': { paddingLeft: 9 },
  '.bk.cut-end': { paddingRight: 9 },
  // A booking that reaches outside the operating hours points to where it goes on.
  '.bk.cut-start::before, .bk.cut-end::after': {
    content: '""',
    position: 'absolute',
    top: '50%',
    marginTop: -5,
    borderBlock: '5px solid transparent',
  },
  '.bk.cut-start::before': { left: 1, borderRight: '5px solid currentColor' },
  '.bk.cut-end::after': { right: 1, borderLeft: '5px solid currentColor' },
  '.bk:focus-visible': { outline: `2px solid ${v('primary-main')}`, outlineOffset: 1, zIndex: 3 },
  '.bk.own': { backgroundColor: v('primary-main'), color: v('primary-contrastText'), borderColor: v('primary-dark') },
  '.bk.training, .bk.checkout': { borderLeftColor: v('info-main') },
  '.bk.event': { borderLeftColor: v('success-main') },
  '.bk.standby': {
    top: 34,
    height: 12,
    lineHeight: '10px',
    fontSize: '0.625rem',
    backgroundColor: v('background-paper'),
    color: v('text-primary'),
    border: `1px dashed ${v('text-secondary')}`,
  },
  '.bk.standby.own': { borderColor: v('primary-main'), borderStyle: 'dashed' },
  '.bk.maintenance': {
    top: 2,
    height: 44,
    zIndex: 0,
    lineHeight: '42px',
    color: v('text-primary'),
    border: `1px solid ${v('warning-main')}`,
    background: `repeating-linear-gradient(135deg, ${mix('warning-main', 30)} 0 6px, ${mix('warning-main', 12)} 6px 12px)`,
  },
}));
