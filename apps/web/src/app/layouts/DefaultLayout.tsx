import { useUser } from '../../features/auth';
import { defaultNav } from '../navigation/defaultNav';
import { AppShell } from './AppShell';

export default function DefaultLayout() {
  return <AppShell sections={defaultNav(useUser())} />;
}
