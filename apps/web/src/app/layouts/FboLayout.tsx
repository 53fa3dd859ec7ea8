import { IconArrowLeft } from '@tabler/icons-react';
import { AppShell } from './AppShell';

/** The fbo area: vertical navigation only; its pages arrive with the fbo issue. */
export default function FboLayout() {
  return <AppShell verticalOnly sections={[{ items: [{ label: 'dashboard', to: '/', icon: IconArrowLeft, end: true }] }]} />;
}
