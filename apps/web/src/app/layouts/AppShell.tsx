import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { VerifyEmailNotice } from '../../features/auth';
import { useSettings } from '../../lib/settings';
import { Navbar } from '../navbar/Navbar';
import type { NavSection } from '../navigation/types';
import { ImpersonationBanner } from '../shell/ImpersonationBanner';
import { OfflineBanner } from '../shell/OfflineBanner';
import { ScrollTopButton } from '../shell/ScrollTopButton';
import { useBackgroundSync } from '../shell/useBackgroundSync';
import { Footer } from './Footer';
import { HorizontalNav } from './HorizontalNav';
import { VerticalNav } from './VerticalNav';

interface Props {
  sections: NavSection[];
  /** Forces the vertical navigation whatever the setting (the fbo layout has no horizontal variant). */
  verticalOnly?: boolean;
  /** Shown above the vertical navigation's links (the company's name in the company layout). */
  navHeader?: ReactNode;
}

/** The signed-in frame: navbar, vertical or horizontal navigation, boxed content, footer. */
export function AppShell({ sections, verticalOnly = false, navHeader }: Props) {
  const settings = useSettings();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const [overlayOpen, setOverlayOpen] = useState(false);
  const horizontal = wide && !verticalOnly && settings.layoutNav === 'horizontal';
  useBackgroundSync();

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      {!horizontal && (
        <VerticalNav
          sections={sections}
          overlay={!wide}
          open={overlayOpen}
          onClose={() => setOverlayOpen(false)}
          collapsed={settings.verticalNavCollapsed}
          header={navHeader}
        />
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <ImpersonationBanner />
        <VerifyEmailNotice />
        <OfflineBanner />
        <Navbar onOpenNav={wide ? undefined : () => setOverlayOpen(true)} canCollapse={wide && !horizontal} />
        {horizontal && <HorizontalNav sections={sections} />}
        <Box component="main" id="main" sx={{ flex: 1, py: { xs: 2, md: 3 } }}>
          <Container maxWidth={settings.contentWidth === 'boxed' ? 'xl' : false}>
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </Container>
        </Box>
        {settings.footerType !== 'hidden' && <Footer />}
      </Box>
      <ScrollTopButton />
    </Box>
  );
}
