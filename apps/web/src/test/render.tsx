import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { type InitialEntry, MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { resetToasts } from '@/components/ui/use-toast';
import { createQueryClient } from '@/lib/query-client';

/** Render inside a fresh QueryClient, a memory router and the toaster (kept on rerender). */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/' }: { route?: InitialEntry } = {},
) {
  resetToasts();
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      <Toaster />
    </QueryClientProvider>
  );
  const result = render(ui, { wrapper });
  return { ...result, user, queryClient };
}

/** A JSON Response. */
export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
}

/** Replace the global fetch with a mock; returns it. */
export function mockFetch(
  implementation: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response> = () =>
    Promise.reject(new Error('fetch was not expected')),
) {
  const fetchMock = vi.fn(implementation);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

type Answer = unknown | ((init: RequestInit | undefined) => Response | Promise<Response>);

/**
 * A fake API: `routes` maps 'METHOD /path' (or '/path' for GET) to an answer — a value sent as
 * JSON, a Response, or a function of the request. Any other call fails the test loudly.
 */
export function mockApi(routes: Record<string, Answer>) {
  return mockFetch(async (input, init) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    const answer = routes[`${method} ${path}`] ?? (method === 'GET' ? routes[path] : undefined);
    if (answer === undefined) throw new Error(`unexpected call: ${method} ${path}`);
    if (typeof answer === 'function') return answer(init);
    // A Response body reads once: every call gets its own copy.
    if (answer instanceof Response) return answer.clone();
    return jsonResponse(answer);
  });
}

/** The `index`-th call of a fetch mock: its path, method and JSON body. */
export function requestOf(fetchMock: ReturnType<typeof mockFetch>, index = 0) {
  const [url, init] = fetchMock.mock.calls[index] ?? [];
  return {
    url: String(url),
    method: init?.method ?? 'GET',
    body: init?.body ? JSON.parse(String(init.body)) : undefined,
  };
}
