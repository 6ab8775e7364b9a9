import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { createQueryClient } from '@/lib/query-client';
import { sampleUser } from '@/test/fixtures';
import { jsonResponse, mockFetch } from '@/test/render';
import { routes } from './router';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('routing', () => {
  it('shows the landing page at a signed-in route when signed out, keeping the URL', async () => {
    const fetchMock = mockFetch();
    const router = renderAt('/settings');
    // Signing in from here comes back here.
    expect(await screen.findByRole('link', { name: 'Get Started Now' })).toHaveAttribute(
      'href',
      '/auth?next=%2Fsettings',
    );
    expect(screen.getByRole('link', { name: 'Login / Register' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a deep link: signing in from the landing page lands where the member was going', async () => {
    mockFetch(async (url) => {
      const path = String(url);
      if (path === '/api/auth/login') return jsonResponse({ token: 'tok-7', user: sampleUser });
      if (path === '/api/auth/me') return jsonResponse({ user: sampleUser });
      return new Promise<Response>(() => {});
    });
    const router = renderAt('/chat/session_abc?agent=3');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Login / Register' }));
    expect(router.state.location.pathname).toBe('/auth');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat/session_abc'));
    expect(router.state.location.search).toBe('?agent=3');
  });

  it('never follows a return address to another site', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    mockFetch(async (url) =>
      String(url) === '/api/auth/me'
        ? jsonResponse({ user: sampleUser })
        : new Promise<Response>(() => {}),
    );
    const router = renderAt('/auth?next=%2F%2Fevil.example%2Fchat');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const safe = renderAt('/auth?next=%2Fself-assessment');
    await waitFor(() => expect(safe.state.location.pathname).toBe('/self-assessment'));
    // The page is a lazy chunk: let its imports finish before the environment is torn down.
    await import('./routes/self-assessment-page');
  });

  it('shows the sign-in tabs at /auth when signed out', async () => {
    mockFetch();
    renderAt('/auth');
    expect(await screen.findByRole('tab', { name: 'Login' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    // From the tabs, Tab goes straight to the first field: the panel is no extra stop.
    expect(screen.getByRole('tabpanel', { name: 'Login' })).toHaveAttribute('tabindex', '-1');
  });

  it('shows the workspace loader, then the dashboard, when a token exists', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    let resolve: (response: Response) => void = () => {};
    const fetchMock = mockFetch(() => new Promise<Response>((r) => (resolve = r)));
    renderAt('/');

    expect(await screen.findByText('Loading your workspace...')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/me');
    resolve(jsonResponse({ user: sampleUser }));

    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada' })).toBeInTheDocument();
    // The rings wait for the member's figures (GET /api/progress), never showing made-up ones.
    expect(screen.getByRole('button', { name: /^Identify: 0%\. Loading/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Action: 0%\. Loading/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    // Every journey step opens its page; none is 'Coming Soon'.
    expect(screen.queryAllByRole('button', { name: 'Coming Soon' })).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Finance Coach' })).toHaveAttribute(
      'href',
      '/business-financial',
    );
    expect(screen.getByRole('link', { name: 'Habits Coaches' })).toHaveAttribute(
      'href',
      '/productivity-habits',
    );
    expect(screen.getByRole('link', { name: 'Set Vision and Goals' })).toHaveAttribute(
      'href',
      '/vision-goals',
    );
    expect(screen.getByRole('link', { name: 'Well-being Check-in' })).toHaveAttribute(
      'href',
      '/well-being',
    );
  });

  it('greets a member who just signed up as new, not "Welcome back"', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    const newcomer = { ...sampleUser, createdAt: new Date(Date.now() - 60_000).toISOString() };
    mockFetch(async (url) =>
      jsonResponse(String(url) === '/api/auth/me' ? { user: newcomer } : { agents: [] }),
    );
    renderAt('/');
    expect(
      await screen.findByRole('heading', { name: 'Welcome to Facet, Ada' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
    expect(screen.queryByText(/Pick up where you left off/)).toBeNull();
  });

  it('logs out from the dashboard: the landing page replaces it at / and the token is gone', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    mockFetch(async () => jsonResponse({ user: sampleUser }));
    const router = renderAt('/');
    const logout = await screen.findByRole('button', { name: 'Logout' });
    logout.click();
    expect(await screen.findByRole('link', { name: 'Get Started Now' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Welcome back, Ada' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('logout ends the session on the server, with the token it is dropping', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    const fetchMock = mockFetch(async () => jsonResponse({ user: sampleUser }));
    renderAt('/');
    (await screen.findByRole('button', { name: 'Logout' })).click();
    await screen.findByRole('link', { name: 'Get Started Now' });
    const logout = fetchMock.mock.calls.find(([input]) => String(input) === '/api/auth/logout');
    const init = logout?.[1];
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string> | undefined)?.Authorization).toBe('Bearer tok');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('treats a 401 from /api/auth/me as signed out and removes the token', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'expired');
    mockFetch(async () => jsonResponse({ error: 'Unauthorized' }, { status: 401 }));
    renderAt('/');
    expect(await screen.findByRole('link', { name: 'Get Started Now' })).toBeInTheDocument();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('shows a not-found page for unknown paths', async () => {
    mockFetch();
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
  });
});
