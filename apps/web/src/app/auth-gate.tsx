import { type ComponentType, lazy, type ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { FullScreenLoader } from '@/components/layout/full-screen-message';
import { useAuth } from '@/features/auth/api/get-me';
import { RETURN_PARAM, safeReturnPath } from '@/lib/return-to';

const LandingPage = lazy(() => import('./routes/landing-page'));

export const WORKSPACE_LOADING = 'Loading your workspace...';

/**
 * Routing: a signed-in route renders its page; signed out, the landing page renders at
 * the same URL. While the auth check runs, a full-screen 'Loading your workspace...' shows.
 */
export function SignedIn({ page: Page }: { page: ComponentType }) {
  const auth = useAuth();
  if (auth.status === 'loading') return <FullScreenLoader message={WORKSPACE_LOADING} />;
  if (auth.status === 'signed-out') return <LandingPage />;
  return <Page />;
}

/** /auth: the sign-in page when signed out; signed in, the page of `?next=` or home. */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const [params] = useSearchParams();
  if (auth.status === 'loading') return <FullScreenLoader message={WORKSPACE_LOADING} />;
  if (auth.status === 'signed-in') {
    return <Navigate to={safeReturnPath(params.get(RETURN_PARAM)) ?? '/'} replace />;
  }
  return children;
}
