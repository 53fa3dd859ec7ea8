import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { IconBell, IconLock, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { NotificationsTab } from '../components/NotificationsTab';
import { ProfileTab } from '../components/ProfileTab';
import { SecurityTab } from '../components/SecurityTab';
import { ACCOUNT_TABS } from '../lib/tabs';

const ICONS = { account: IconUser, security: IconLock, notifications: IconBell };
const PANELS = { account: ProfileTab, security: SecurityTab, notifications: NotificationsTab };

/** /account-settings/:tab with the tabs account, security and notifications. */
export default function AccountSettingsPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const tab = useParams().tab as (typeof ACCOUNT_TABS)[number];
  const Panel = PANELS[tab];
  return (
    <>
      <PageHeader />
      <Tabs
        value={tab}
        onChange={(_event, next) => navigate(`/account-settings/${next}`)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 3 }}
      >
        {ACCOUNT_TABS.map((name) => {
          const Icon = ICONS[name];
          return (
            <Tab key={name} value={name} label={t(`tabs.${name}`)} icon={<Icon size={18} aria-hidden />} iconPosition="start" />
          );
        })}
      </Tabs>
      <Panel />
    </>
  );
}
