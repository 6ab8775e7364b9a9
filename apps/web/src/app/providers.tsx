import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { useSessionExpiry } from '@/features/auth/hooks/use-session-expiry';

// The toast store is tiny and always present; the Radix viewport that renders it is loaded
// after first paint so it does not weigh on the landing page.
const Toaster = lazy(() => import('@/components/ui/toast').then((m) => ({ default: m.Toaster })));

function SessionExpiry() {
  useSessionExpiry();
  return null;
}

/** App-wide context: server state and toasts. */
export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <SessionExpiry />
      {children}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}
