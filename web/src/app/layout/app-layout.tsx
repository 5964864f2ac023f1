import { Box } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { CookieConsent } from '../../components/cookie-consent';
import { useMarketingPageViews } from '../../lib/marketing/use-marketing-page-views';
import { RouteMeta } from '../../lib/page-meta';
import { Footer } from './footer';
import { Header } from './header';
import { PageLoader } from './page-loader';

/** Header, page and footer: the frame of every page except the stream overlay. */
export function AppLayout() {
  useMarketingPageViews();
  return (
    <>
      <RouteMeta />
      <CookieConsent />
      <Header />
      <Box component="main" style={{ flex: 1 }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
    </>
  );
}
