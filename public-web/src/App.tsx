import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { createQueryClient } from './api/query-client';
import { ErrorBoundary } from './components/ErrorBoundary';
import { SiteRoutes } from './routes';

// wouter on the browser's location (docs/decisions.md "The public site's router"): the site loads data in its pages.
export function App() {
  const [pathname] = useLocation();
  // One query cache for the App's life: the map's feeds stay cached when a visitor goes to another page and back.
  const [queryClient] = useState(createQueryClient);
  // Last resort for a crash in the layout itself; pages have their own boundary inside the layout.
  return (
    <QueryClientProvider client={queryClient}>
      <ErrorBoundary resetKey={pathname}>
        <SiteRoutes />
      </ErrorBoundary>
    </QueryClientProvider>
  );
}
