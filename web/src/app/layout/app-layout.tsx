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
      {/* At least a viewport tall: the footer starts below the fold instead of jumping down as the page loads. */}
      <Box component="main" style={{ flex: 1, minHeight: 'calc(100dvh - var(--header-height))' }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
    </>
  );
}
