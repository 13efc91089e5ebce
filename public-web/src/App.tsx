import { useLocation, useRoutes } from 'react-router';
import { ErrorBoundary } from './components/ErrorBoundary';
import { routes } from './routes';

// Declarative routing (useRoutes) rather than a data router: the site loads data in its pages,
// and the data router would add about 17 kB gzipped to every visit.
export function App() {
  const { pathname } = useLocation();
  const page = useRoutes(routes);
  // Last resort for a crash in the layout itself; pages have their own boundary inside the layout.
  return <ErrorBoundary resetKey={pathname}>{page}</ErrorBoundary>;
}
