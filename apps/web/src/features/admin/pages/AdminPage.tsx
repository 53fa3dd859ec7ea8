import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { AuditLogPanel } from '../components/AuditLogPanel';
import { CompaniesPanel } from '../components/CompaniesPanel';
import { OutboxPanel } from '../components/OutboxPanel';
import { UsersPanel } from '../components/UsersPanel';

const PANELS = { users: UsersPanel, companies: CompaniesPanel, outbox: OutboxPanel, audit: AuditLogPanel };
type PanelName = keyof typeof PANELS;

/** The portal's administration for super-admins: users (and acting as one), companies, mail outbox, audit log. */
export default function AdminPage() {
  const { t } = useTranslation('admin');
  const [panel, setPanel] = useState<PanelName>('users');
  const Panel = PANELS[panel];
  return (
    <>
      <PageHeader />
      <Tabs value={panel} onChange={(_event, next: PanelName) => setPanel(next)} variant="scrollable" sx={{ mb: 3 }}>
        {(Object.keys(PANELS) as PanelName[]).map((name) => (
          <Tab key={name} value={name} label={t(`tabs.${name}`)} />
        ))}
      </Tabs>
      <Panel />
    </>
  );
}
