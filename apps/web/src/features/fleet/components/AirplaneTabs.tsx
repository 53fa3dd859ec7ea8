import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

/** The aircraft page's parts: overview at the base path, then its children. */
export const AIRPLANE_TABS = ['', 'status', 'fees', 'logbook', 'calendar', 'airplaneDocumentManager', 'settings'] as const;
type AirplaneTab = (typeof AIRPLANE_TABS)[number];

const LABELS: Record<AirplaneTab, string> = {
  '': 'tabs.overview',
  status: 'tabs.status',
  fees: 'tabs.fees',
  logbook: 'tabs.logbook',
  calendar: 'tabs.calendar',
  airplaneDocumentManager: 'tabs.documents',
  settings: 'tabs.settings',
};

/** Scrolls the row sideways just enough that the selected tab shows (scrollIntoView could move the page too). */
function showActiveTab(list: HTMLElement, scroller: HTMLElement) {
  const tab = list.querySelector('[role="tab"][aria-selected="true"]');
  if (!tab) return;
  const shown = scroller.getBoundingClientRect();
  const { left, right } = tab.getBoundingClientRect();
  if (left < shown.left) scroller.scrollLeft -= shown.left - left;
  else if (right > shown.right) scroller.scrollLeft += right - shown.right;
}

/** Links to the aircraft's parts as tabs, scrolling sideways on a phone; settings only for those who may change it. */
export function AirplaneTabs({ base, canEdit }: { base: string; canEdit: boolean }) {
  const { t } = useTranslation('fleet');
  const rest = useLocation()
    .pathname.slice(base.length)
    .replace(/^\/|\/$/g, '');
  const tabs = AIRPLANE_TABS.filter((tab) => canEdit || tab !== 'settings');
  // A part the person has no tab for (a pilot who opens settings by its address) marks none, not the overview.
  const current = tabs.find((tab) => tab === rest.split('/')[0]) ?? false;
  const root = useRef<HTMLDivElement>(null);
  // On a phone the row scrolls. MUI scrolls the active tab into view before the scroll buttons take their
  // room (and before the web font sets the labels' widths), which left it outside the row: keep it in view
  // whenever the row or its labels change size.
  useEffect(() => {
    const list = root.current?.querySelector<HTMLElement>('[role="tablist"]');
    const scroller = list?.parentElement;
    if (current === false || !list || !scroller) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(() => {
      showActiveTab(list, scroller);
      // Once more after MUI's own scroll animation (300 ms), which may still be under way.
      clearTimeout(timer);
      timer = setTimeout(() => showActiveTab(list, scroller), 400);
    });
    observer.observe(list);
    observer.observe(scroller);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [current]);
  return (
    <Tabs
      ref={root}
      value={current}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label={t('tabs.label')}
      sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
    >
      {tabs.map((tab) => (
        <Tab key={tab} value={tab} label={t(LABELS[tab])} component={Link} to={tab ? `${base}/${tab}` : base} />
      ))}
    </Tabs>
  );
}
