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
  // On a phone the tab row scrolls; after a tab's page has loaded, bring the active tab back into view.
  useEffect(() => {
    if (current === false) return;
    const frame = requestAnimationFrame(() =>
      root.current?.querySelector('[role="tab"][aria-selected="true"]')?.scrollIntoView({ block: 'nearest', inline: 'center' }),
    );
    return () => cancelAnimationFrame(frame);
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
