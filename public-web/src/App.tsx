import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useRoutes } from 'react-router';
import { createQueryClient } from './api/query-client';
import { ErrorBoundary } from './components/ErrorBoundary';
import { routes } from './routes';

// Declarative routing (useRoutes) rather than a data router: the site loads data in its pages,
// and the data router would add about 17 kB gzipped to every visit.
export function App() {
  const { pathname } = useLocation();
  const page = useRoutes(routes);
  // One query cache for the App's life: the map's feeds stay cached when a visitor goes to another page and back.
  const [queryClient] = useState(createQueryClient);
  // Last resort for a crash in the layout itself; pages have their own boundary inside the layout.
  return (
    <QueryClientProvider client={queryClient}>
      <ErrorBoundary resetKey={pathname}>{page}</ErrorBoundary>
    </QueryClientProvider>
  );
}
