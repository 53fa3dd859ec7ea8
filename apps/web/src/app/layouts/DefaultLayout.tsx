import { useUser } from '../../features/auth/api/user';
import { defaultNav } from '../navigation/defaultNav';
import { AppShell } from './AppShell';

export default function DefaultLayout() {
  return <AppShell sections={defaultNav(useUser())} />;
}
