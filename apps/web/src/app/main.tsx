import '../index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { currentUserQueryOptions } from '@/features/auth/api/get-me';
import { getAuthToken } from '@/lib/auth-token';
import { queryClient } from '@/lib/query-client';
import { Providers } from './providers';
import { createAppRouter, preloadPage } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html.');

// A stored token means a member is probably coming back: check the session, and fetch the page
// and its first data at the same time (rather than page after session, data after page).
if (getAuthToken()) {
  void queryClient.prefetchQuery(currentUserQueryOptions);
  preloadPage(window.location.pathname, queryClient);
}

const router = createAppRouter();

createRoot(container).render(
  <StrictMode>
    <Providers client={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
