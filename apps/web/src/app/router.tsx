import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, Suspense } from 'react';
import { createBrowserRouter, Outlet, ScrollRestoration } from 'react-router';
import { PageLoader } from '@/components/layout/full-screen-message';
import { preloadable } from '@/lib/preloadable';
import { SignedIn, SignedOutOnly } from './auth-gate';
import { RouteErrorPage } from './routes/route-error-page';

/** A page module may name the data it shows first, to be fetched while its code arrives. */
interface PageModule<P> {
  default: ComponentType<P>;
  prefetch?: (queryClient: QueryClient) => Promise<void>;
}

const page = <M extends PageModule<never>>(importer: () => Promise<M>) =>
  preloadable(importer, { whileLoading: <PageLoader /> });

// Every page is its own chunk: the landing route only downloads what it renders.
const DashboardPage = page(() => import('./routes/dashboard-page'));
const AuthPage = page(() => import('./routes/auth-page'));
const SettingsPage = page(() => import('./routes/settings-page'));
const SelfAssessmentPage = page(() => import('./routes/self-assessment-page'));
const TransitionToolsPage = page(() => import('./routes/transition-tools-page'));
const WellBeingPage = page(() => import('./routes/well-being-page'));
const PersonalBrandingPage = page(() => import('./routes/personal-branding-page'));
const ConversationsPage = page(() => import('./routes/conversations-page'));
const ChatPage = page(() => import('./routes/chat-page'));
const JourneyStepPage = page(() => import('./routes/journey-step-page'));
const VisionGoalsPage = page(() => import('./routes/vision-goals-page'));
const ActionPlanningPage = page(() => import('./routes/action-planning-page'));
const NotFoundPage = page(() => import('./routes/not-found-page'));
const SharedNotesPage = page(() => import('./routes/shared-notes-page'));
const ForgotPasswordPage = page(() => import('./routes/forgot-password-page'));
const ResetPasswordPage = page(() => import('./routes/reset-password-page'));

const PRELOADS: Record<string, { load: () => Promise<PageModule<never>> }> = {
  '/': DashboardPage,
  '/self-assessment': SelfAssessmentPage,
  '/settings': SettingsPage,
  '/conversations': ConversationsPage,
  '/transition-tools': TransitionToolsPage,
  '/well-being': WellBeingPage,
  '/personal-branding': PersonalBrandingPage,
  '/vision-goals': VisionGoalsPage,
  '/action-planning': ActionPlanningPage,
};

/**
 * For a returning member (a token is stored): start downloading the page at `pathname` and its
 * first data now, alongside the session check, instead of one after the other once it answers.
 */
export function preloadPage(pathname: string, queryClient: QueryClient): void {
  const target = PRELOADS[pathname] ?? (pathname.startsWith('/chat/') ? ChatPage : undefined);
  void target?.load().then((module: PageModule<never>) => module.prefetch?.(queryClient));
}

const BusinessFinancialPage = () => <JourneyStepPage page="business-financial" />;
const ProductivityHabitsPage = () => <JourneyStepPage page="productivity-habits" />;

function RootLayout() {
  return (
    <>
      {/* The signed-out landing page is a plain lazy chunk: it suspends here. */}
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}

export const routes = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', element: <SignedIn page={DashboardPage} /> },
      {
        path: '/auth',
        element: (
          <SignedOutOnly>
            <AuthPage />
          </SignedOutOnly>
        ),
      },
      {
        path: '/forgot-password',
        element: (
          <SignedOutOnly>
            <ForgotPasswordPage />
          </SignedOutOnly>
        ),
      },
      // Open signed in or out: a reset link must work whichever account this browser holds.
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/self-assessment', element: <SignedIn page={SelfAssessmentPage} /> },
      { path: '/vision-goals', element: <SignedIn page={VisionGoalsPage} /> },
      { path: '/business-financial', element: <SignedIn page={BusinessFinancialPage} /> },
      { path: '/personal-branding', element: <SignedIn page={PersonalBrandingPage} /> },
      { path: '/action-planning', element: <SignedIn page={ActionPlanningPage} /> },
      { path: '/transition-tools', element: <SignedIn page={TransitionToolsPage} /> },
      { path: '/productivity-habits', element: <SignedIn page={ProductivityHabitsPage} /> },
      { path: '/well-being', element: <SignedIn page={WellBeingPage} /> },
      { path: '/conversations', element: <SignedIn page={ConversationsPage} /> },
      { path: '/chat', element: <SignedIn page={ChatPage} /> },
      { path: '/chat/:sessionId', element: <SignedIn page={ChatPage} /> },
      { path: '/settings', element: <SignedIn page={SettingsPage} /> },
      { path: '/notes/shared', element: <SignedIn page={SharedNotesPage} /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
