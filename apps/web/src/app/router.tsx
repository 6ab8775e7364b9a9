import { lazy, Suspense } from 'react';
import { createBrowserRouter, Outlet, ScrollRestoration } from 'react-router';
import { PageLoader } from '@/components/layout/full-screen-message';
import { SignedIn, SignedOutOnly } from './auth-gate';
import { RouteErrorPage } from './routes/route-error-page';

// Every page is its own chunk: the landing route only downloads what it renders.
const DashboardPage = lazy(() => import('./routes/dashboard-page'));
const AuthPage = lazy(() => import('./routes/auth-page'));
const SettingsPage = lazy(() => import('./routes/settings-page'));
const SelfAssessmentPage = lazy(() => import('./routes/self-assessment-page'));
const TransitionToolsPage = lazy(() => import('./routes/transition-tools-page'));
const WellBeingPage = lazy(() => import('./routes/well-being-page'));
const PersonalBrandingPage = lazy(() => import('./routes/personal-branding-page'));
const ConversationsPage = lazy(() => import('./routes/conversations-page'));
const ChatPage = lazy(() => import('./routes/chat-page'));
const JourneyPlaceholderPage = lazy(() => import('./routes/journey-placeholder-page'));
const NotFoundPage = lazy(() => import('./routes/not-found-page'));
const SharedNotesPage = lazy(() => import('./routes/shared-notes-page'));

const VisionGoalsPage = () => <JourneyPlaceholderPage page="vision-goals" />;
const BusinessFinancialPage = () => <JourneyPlaceholderPage page="business-financial" />;
const ActionPlanningPage = () => <JourneyPlaceholderPage page="action-planning" />;
const ProductivityHabitsPage = () => <JourneyPlaceholderPage page="productivity-habits" />;

function RootLayout() {
  return (
    <>
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
