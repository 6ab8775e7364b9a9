import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { resetToasts } from '@/components/ui/use-toast';
import { createQueryClient } from '@/lib/query-client';

/** Render inside a fresh QueryClient, a memory router and the toaster. */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  resetToasts();
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
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

export const sampleUser = {
  id: 'usr_123',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  linkedinUrl: null,
  linkedinProfile: null,
  createdAt: '2025-01-01T00:00:00.000Z',
};
