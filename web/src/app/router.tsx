import { createBrowserRouter, Navigate, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { SiteAccessGate } from '../features/site-access/components/site-access-gate';
import { lazyPage } from '../lib/lazy-page';
import { RedirectSignedIn, RequireSignedIn, RequireStaff, RequireStreamer } from './guards';
import { AppLayout } from './layout/app-layout';
import { BareLayout } from './layout/bare-layout';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';

// The staff section's layout (its nav and permission table) loads only when a staff page opens.
const AdminLayout = lazyPage<object>(() =>
  import('./layout/admin-layout').then((m) => ({ default: m.AdminLayout })),
);

/**
 * A route loader that starts a page's first data requests beside its code (./routes/page-data, a small chunk),
 * instead of once the page's code has loaded and rendered down to the components that ask: the two no longer
 * load one after the other. It returns at once, so the page shows its placeholders as before; if the chunk fails
 * to load, the page asks for its data itself.
 */
const prefetching = (prefetch: keyof typeof import('./routes/page-data')) => (args: LoaderFunctionArgs) => {
  import('./routes/page-data').then((pageData) => pageData[prefetch](args)).catch(() => undefined);
  return null;
};

const SignupPage = lazyPage(() => import('./routes/auth/signup'));
const LoginPage = lazyPage(() => import('./routes/auth/login'));
const AdminLoginPage = lazyPage(() => import('./routes/auth/admin-login'));
const VerifyEmailPage = lazyPage(() => import('./routes/auth/verify-email'));
const VerifyOtpPage = lazyPage(() => import('./routes/auth/verify-otp'));
const ForgotPasswordPage = lazyPage(() => import('./routes/auth/forgot-password'));
const ResetPasswordPage = lazyPage(() => import('./routes/auth/reset-password'));
const StreamerPasswordSetupPage = lazyPage(() => import('./routes/auth/streamer-password-setup'));
const EmailCapturePage = lazyPage(() => import('./routes/auth/email-capture'));
const CountryCapturePage = lazyPage(() => import('./routes/auth/country-capture'));
const ProfilePage = lazyPage(() => import('./routes/profile'));
const StarPage = lazyPage(() => import('./routes/star'));
const LandingPage = lazyPage(() => import('./routes/landing'));
const BrowsePage = lazyPage(() => import('./routes/browse'));
const GigPage = lazyPage(() => import('./routes/gig'));
const NotFoundPage = lazyPage(() => import('./routes/not-found'));
const StreamOverlayPage = lazyPage(() => import('./routes/stream-overlay'));
const SocialSignInPage = lazyPage(() => import('./routes/auth/social-sign-in'));
const ChangeEmailVerifyOtpPage = lazyPage(() => import('./routes/change-email-verify-otp'));
const UnsubscribePage = lazyPage(() => import('./routes/unsubscribe'));
const PasswordLoginPage = lazyPage(() => import('./routes/password-login'));
const DeleteRequestsPage = lazyPage(() => import('./routes/admin/delete-requests'));
const ConfigurationsPage = lazyPage(() => import('./routes/admin/configurations'));
const AdminGamesPage = lazyPage(() => import('./routes/admin/games'));
const AdminGameEditorPage = lazyPage(() => import('./routes/admin/game-editor'));
const AdminPlatformsPage = lazyPage(() => import('./routes/admin/platforms'));
const AdminPlatformAddPage = lazyPage(() => import('./routes/admin/platform-add'));
const AdminBannersPage = lazyPage(() => import('./routes/admin/banners'));
const StreamerProductsPage = lazyPage(() => import('./routes/influencer/products'));
const SandboxCheckoutPage = lazyPage(() => import('./routes/checkout/sandbox'));
const CheckoutSuccessPage = lazyPage(() => import('./routes/checkout/success'));
const CheckoutCancelPage = lazyPage(() => import('./routes/checkout/cancel'));

const publicRoutes: RouteObject[] = [
  { index: true, element: <LandingPage /> },
  { path: 'about', Component: lazyPage(() => import('./routes/about')) },
  { path: 'about-us', Component: lazyPage(() => import('./routes/about-us')) },
  { path: 'faqs', Component: lazyPage(() => import('./routes/faqs')) },
  { path: 'faqs/:slug', Component: lazyPage(() => import('./routes/faq')) },
  { path: 'blogs', Component: lazyPage(() => import('./routes/blogs/home')) },
  { path: 'blogs/:slug', Component: lazyPage(() => import('./routes/blogs/post')) },
  {
    path: 'blogs/author/:username',
    Component: lazyPage(() => import('./routes/blogs/author')),
  },
  {
    path: 'cancellation-policy',
    Component: lazyPage(() => import('./routes/legal/cancellation-policy')),
  },
  { path: 'contact-us', Component: lazyPage(() => import('./routes/contact-us')) },
  { path: 'privacy-policy', Component: lazyPage(() => import('./routes/legal/privacy-policy')) },
  { path: 'terms-of-service', Component: lazyPage(() => import('./routes/legal/terms-of-service')) },
  {
    path: 'creator-signup',
    Component: lazyPage(() => import('./routes/creator-signup')),
  },
  { path: 'browse', element: <BrowsePage />, loader: prefetching('prefetchBrowse') },
  {
    path: 'stars/:username/gigs/:slug',
    element: <GigPage />,
    loader: prefetching('prefetchGig'),
  },
  { path: 'stars/:username/live', Component: lazyPage(() => import('./routes/live-star')) },
  { path: 'stars/:username', element: <StarPage />, loader: prefetching('prefetchStar') },
  {
    element: <RedirectSignedIn />,
    children: [
      { path: 'signup', element: <SignupPage /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'admin/login', element: <AdminLoginPage /> },
    ],
  },
  { path: 'signup/verify/:token', element: <VerifyEmailPage /> },
  { path: 'signup/verifyotp/:token/:email', element: <VerifyOtpPage /> },
  { path: 'forgot-password', element: <ForgotPasswordPage /> },
  { path: 'reset-password/:token', element: <ResetPasswordPage /> },
  { path: 'streamer-password-setup/:email', element: <StreamerPasswordSetupPage /> },
  {
    path: 'admin/password-setup/:email',
    Component: lazyPage(() => import('./routes/auth/admin-password-setup')),
  },
  { path: 'email-capture/:userId', element: <EmailCapturePage /> },
  { path: 'country-capture/:userId', element: <CountryCapturePage /> },
  {
    path: 'google-discord-user/save-user-data/custom-redirection/:id/:accessToken/:refreshToken',
    element: <SocialSignInPage />,
  },
  { path: 'change-email/verifyotp/:token/:email', element: <ChangeEmailVerifyOtpPage /> },
  { path: 'unsubscribe/:email', element: <UnsubscribePage /> },
];

const adminRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="dashboard" replace /> },
  { path: 'dashboard', Component: lazyPage(() => import('./routes/admin/dashboard')) },
  { path: 'blogs', Component: lazyPage(() => import('./routes/admin/blogs')) },
  { path: 'blog', Component: lazyPage(() => import('./routes/admin/blog-preview')) },
  {
    path: 'blog-manager',
    Component: lazyPage(() => import('./routes/admin/blog-manager')),
  },
  {
    path: 'blog-editor',
    Component: lazyPage(() => import('./routes/admin/blog-editor')),
  },
  { path: 'user-management', Component: lazyPage(() => import('./routes/admin/user-management')) },
  { path: 'run-scripts', Component: lazyPage(() => import('./routes/admin/run-scripts')) },
  { path: 'influencer', Component: lazyPage(() => import('./routes/admin/stars')) },
  { path: 'influencer/:id', Component: lazyPage(() => import('./routes/admin/star-details')) },
  { path: 'add-influencer', Component: lazyPage(() => import('./routes/admin/add-star')) },
  { path: 'payout/influencer/:id', Component: lazyPage(() => import('./routes/admin/star-payouts')) },
  {
    path: 'validations/influencer-game-playing-validations/:influencerId',
    Component: lazyPage(() => import('./routes/admin/play-validations')),
  },
  { path: 'configurations', element: <ConfigurationsPage /> },
  { path: 'games', element: <AdminGamesPage /> },
  { path: 'games/add', element: <AdminGameEditorPage /> },
  { path: 'edit-game/:gameId', element: <AdminGameEditorPage /> },
  { path: 'platforms', element: <AdminPlatformsPage /> },
  { path: 'platforms/add', element: <AdminPlatformAddPage /> },
  { path: 'banners', element: <AdminBannersPage /> },
  {
    path: 'privacy-policy',
    Component: lazyPage(() => import('./routes/admin/privacy-policy')),
  },
  {
    path: 'terms-of-services',
    Component: lazyPage(() => import('./routes/admin/terms-of-services')),
  },
  {
    path: 'terms-and-privacy',
    Component: lazyPage(() => import('./routes/admin/terms-and-privacy')),
  },
  { path: 'reported-users', Component: lazyPage(() => import('./routes/admin/reported-users')) },
  { path: 'banned-users', Component: lazyPage(() => import('./routes/admin/banned-users')) },
  { path: 'noobrd-giveaway', Component: lazyPage(() => import('./routes/admin/giveaway')) },
  { path: 'manage-promo-codes', Component: lazyPage(() => import('./routes/admin/promo-codes')) },
  {
    path: 'verify-onboarding-details',
    Component: lazyPage(() => import('./routes/admin/verify-onboarding')),
  },
  { path: 'faqs', Component: lazyPage(() => import('./routes/admin/faqs')) },
  {
    path: 'contact-us-submissions',
    Component: lazyPage(() => import('./routes/admin/contact-submissions')),
  },
  { path: 'change-password', Component: lazyPage(() => import('./routes/admin/change-password')) },
  {
    path: 'early-access-submissions',
    Component: lazyPage(() => import('./routes/admin/early-access-submissions')),
  },
  {
    path: 'star-suggestions',
    Component: lazyPage(() => import('./routes/admin/star-suggestions')),
  },
  {
    path: 'creator-applications',
    Component: lazyPage(() => import('./routes/admin/creator-applications')),
  },
  { path: 'manage-permissions', Component: lazyPage(() => import('./routes/admin/manage-permissions')) },
  { path: 'audit-log', Component: lazyPage(() => import('./routes/admin/audit-log')) },
  { path: 'streamer-agreement', Component: lazyPage(() => import('./routes/admin/streamer-agreements')) },
  { path: 'delete-requests', element: <DeleteRequestsPage /> },
  { path: 'manage-payment-gateways', Component: lazyPage(() => import('./routes/admin/payment-gateways')) },
];

const streamerRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="dashboard" replace /> },
  { path: 'dashboard/*', Component: lazyPage(() => import('./routes/influencer/dashboard')) },
  { path: 'calendar-dashboard', Component: lazyPage(() => import('./routes/influencer/calendar-dashboard')) },
  { path: 'profile', Component: lazyPage(() => import('./routes/influencer/profile')) },
  { path: 'promo-codes', Component: lazyPage(() => import('./routes/influencer/promo-codes')) },
  { path: 'payouts', Component: lazyPage(() => import('./routes/influencer/payouts')) },
  { path: 'products', element: <StreamerProductsPage /> },
  { path: 'live/session/:id', Component: lazyPage(() => import('./routes/live-session')) },
  {
    path: 'terms-and-conditions',
    Component: lazyPage(() => import('./routes/influencer/terms-and-conditions')),
  },
  {
    path: 'obs/live/queue-management/:liveSessionId',
    Component: lazyPage(() => import('./routes/live-queue-management')),
  },
  { path: 'obs/live/go-live', Component: lazyPage(() => import('./routes/influencer/obs-go-live')) },
];

/** Streamer tools opened from OBS or a shared link, without a sign-in check. */
const openStreamerToolRoutes: RouteObject[] = [
  { path: 'obs/setup/:influencerId', Component: lazyPage(() => import('./routes/influencer/obs-setup')) },
  {
    path: 'obs/live/otp-verification',
    Component: lazyPage(() => import('./routes/influencer/obs-otp-verification')),
  },
];

const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      // The website password gate: on its own, outside the gate and without header or footer.
      { element: <BareLayout />, children: [{ path: 'password-login', element: <PasswordLoginPage /> }] },
      {
        element: <SiteAccessGate />,
        children: [
          {
            element: <AppLayout />,
            children: [
              ...publicRoutes,
              {
                element: <RequireSignedIn />,
                children: [
                  { path: 'profile', element: <ProfilePage /> },
                  { path: 'checkout/sandbox/:sessionId', element: <SandboxCheckoutPage /> },
                  { path: 'checkout/success', element: <CheckoutSuccessPage /> },
                  { path: 'checkout/cancel', element: <CheckoutCancelPage /> },
                ],
              },
              {
                path: 'admin',
                element: <RequireStaff />,
                children: [{ element: <AdminLayout />, children: adminRoutes }],
              },
              {
                path: 'influencer',
                children: [
                  ...openStreamerToolRoutes,
                  { element: <RequireStreamer />, children: streamerRoutes },
                ],
              },
              { path: ':starname', element: <StarPage /> },
              { path: '404', element: <NotFoundPage /> },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
          {
            element: <BareLayout />,
            children: [{ path: 'influencer/obs/live/overlay/:id', element: <StreamOverlayPage /> }],
          },
        ],
      },
    ],
  },
];

/** The app's router: it ranks the routes, matches the address and starts the page's loader as it is created. */
export const createAppRouter = () => createBrowserRouter(routes);
