import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { LanguageSwitcher } from '../navbar/LanguageSwitcher';
import { ThemeSwitcher } from '../navbar/ThemeSwitcher';
import { Brand } from './Brand';
import { Footer } from './Footer';

/** Sign-in, registration, legal and error pages: no navigation, just the brand and the page. */
export default function BlankLayout() {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <Box component="header" sx={{ display: 'flex', alignItems: 'center', gap: 1, px: { xs: 2, sm: 3 }, py: 2 }}>
        <Brand />
        <Box sx={{ flex: 1 }} />
        <LanguageSwitcher />
        <ThemeSwitcher />
      </Box>
      <Box component="main" id="main" sx={{ flex: 1, display: 'flex', justifyContent: 'center', px: 2, py: { xs: 2, sm: 4 } }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
    </Box>
  );
}
