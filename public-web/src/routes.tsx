import type { ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { PublicLayout } from './components/PublicLayout';
import { lazyPage } from './pages/lazy-page';

// '/': a redirect, to the map or to the back office.
const HomeRedirect = lazyPage(() => import('./pages/HomeRedirect').then((m) => ({ default: m.HomeRedirect })));
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
// The account's pages behind their guard (its texts: `auth`), My reports with the lists' pager; an unknown one is a 404.
const AccountPages = lazyPage(() => import('./account/AccountPages'), 'status', 'pager', 'auth');

/**
 * The route table of the public site (spec §2), in the layout. Staff paths (/login, /admin, /master, /accepter,
 * /callcenter) belong to the back office and are never routed here. The first route that matches wins: a fixed
 * segment comes before a placeholder where both would match (the account's `/public/user/…` and the wizard's steps
 * have three segments like the map's `/public/:lng/:lat`). Anything else: pages/OtherRoutes.tsx.
 */
const ROUTES: readonly (readonly [path: string | RegExp, Page: ComponentType])[] = [
  ['/', HomeRedirect],
  ['/public/login', PublicLoginPage],
  ['/public/planned', PlannedOutagesPage],
  ['/public/about', AboutPage],
  ['/public/faq', FaqPage],
  ['/public/privacy-policy', PrivacyPolicyPage],
  ['/public/report-followup/stop', LinkPage],
  // "Czy masz już prąd?": the "Nadal nie mam prądu" link of a failure's "power is back" alert (short: it goes by SMS).
  ['/public/prad/:id/:token', LinkPage],
  ['/public/otwarte-dane', OpenDataPage],
  ['/public/statystyki', StatisticsPage],
  ['/public/poll', PollPage],
  // The five steps, their guards and the error page: report-wizard/steps.ts.
  ['/public/add-report/*?', ReportWizard],
  ['/public/user/*?', AccountPages],
  // The map, and the map centred on a point (/public/{lng}/{lat}): one route, so that moving from one to the other keeps
  // the page (its state, the open card) rather than drawing it anew.
  [/^\/public(?:\/(?<lng>[^/]+)\/(?<lat>[^/]+))?\/?$/, MapPage],
  ['*', OtherRoutes],
];

export function SiteRoutes() {
  return (
    <PublicLayout>
      <Switch>
        {ROUTES.map(([path, Page]) => (
          <Route key={String(path)} path={path}>
            <Page />
          </Route>
        ))}
      </Switch>
    </PublicLayout>
  );
}
