import type { RouteObject } from 'react-router';
import { PublicLayout } from './components/PublicLayout';
import { HomeRedirect } from './pages/HomeRedirect';
import { lazyPage } from './pages/lazy-page';

const PublicLoginPage = lazyPage(() => import('./pages/PublicLoginPage').then((m) => ({ default: m.PublicLoginPage })));
// The about page shows the map's legend, whose event types are the map-info area's.
const AboutPage = lazyPage(() => import('./pages/AboutPage'), 'info', 'map-info');
const FaqPage = lazyPage(() => import('./pages/FaqPage'), 'info');
const PrivacyPolicyPage = lazyPage(() => import('./pages/PrivacyPolicyPage'), 'info');
const OpenDataPage = lazyPage(() => import('./pages/OpenDataPage'), 'info');
const StatisticsPage = lazyPage(() => import('./statistics/StatisticsPage'), 'statistics');
const PollPage = lazyPage(() => import('./survey/PollPage'), 'survey');
const PlannedOutagesPage = lazyPage(() => import('./planned-outages/PlannedOutagesPage'), 'planned', 'pager');
const ReportWizard = lazyPage(() => import('./report-wizard/ReportWizard'));
// The follow-up stop link and "Nadal nie mam prądu": one lazy component for both (report-wizard/LinkPage.tsx).
const LinkPage = lazyPage(() => import('./report-wizard/LinkPage'));
const MapPage = lazyPage(() => import('./map/MapPage'));
// Account and sign-up screens, 403, 500 and 404: pages/OtherRoutes.tsx.
const OtherRoutes = lazyPage(() => import('./pages/OtherRoutes'), 'status');
// My reports pages with the lists' pager; an unknown account page is a 404.
const AccountPages = lazyPage(() => import('./account/AccountPages'), 'status', 'pager');

/**
 * The route table of the public site (spec §2). Staff paths (/login, /admin, /master, /accepter,
 * /callcenter) belong to the back office and are never routed here.
 *
 * Account pages go under the guard:
 *   {
 *     element: <RequireRole role="PUBLIC" />,
 *     children: [{ path: '/public/user/settings', element: <AccountSettingsPage /> }],
 *   },
 */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { path: '/', element: <HomeRedirect /> },
      { path: '/public', element: <MapPage /> },
      { path: '/public/:lng/:lat', element: <MapPage /> },
      { path: '/public/login', element: <PublicLoginPage /> },
      { path: '/public/planned', element: <PlannedOutagesPage /> },
      { path: '/public/about', element: <AboutPage /> },
      { path: '/public/faq', element: <FaqPage /> },
      { path: '/public/privacy-policy', element: <PrivacyPolicyPage /> },
      { path: '/public/report-followup/stop', element: <LinkPage /> },
      // "Czy masz już prąd?": the "Nadal nie mam prądu" link of a failure's "power is back" alert (short: it goes by SMS).
      { path: '/public/prad/:id/:token', element: <LinkPage /> },
      { path: '/public/otwarte-dane', element: <OpenDataPage /> },
      { path: '/public/statystyki', element: <StatisticsPage /> },
      { path: '/public/poll', element: <PollPage /> },
      // The five steps, their guards and the error page: report-wizard/steps.ts.
      { path: '/public/add-report/*', element: <ReportWizard /> },
      // The account's pages have three segments like the map's coordinates: routed here, `user` outranks `:lng`.
      { path: '/public/user/*', element: <AccountPages /> },
      { path: '*', element: <OtherRoutes /> },
    ],
  },
];
