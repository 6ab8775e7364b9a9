import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/render';
import { ApiError, apiRequest, onUnauthorized } from './api-client';
import { AUTH_TOKEN_KEY } from './auth-token';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends JSON, the bearer token and credentials', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    const fetchMock = mockFetch(async () => jsonResponse({ ok: true }));

    const result = await apiRequest('POST', '/api/things', { body: { a: 1 } });

    expect(result).toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/things');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"a":1}');
    const headers = init?.headers as Record<string, string>;
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers.Authorization).toBe('Bearer tok-1');
  });

  it('sends no Authorization header and no body when there is no token or body', async () => {
    const fetchMock = mockFetch(async () => jsonResponse({}));
    await apiRequest('GET', '/api/agents');
    const init = fetchMock.mock.calls[0]?.[1];
    const headers = init?.headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
    expect(headers['Content-Type']).toBeUndefined();
    expect(init?.body).toBeUndefined();
  });

  it("uses the JSON body's error field as the message text", async () => {
    mockFetch(async () =>
      jsonResponse({ error: 'Not found' }, { status: 404, statusText: 'Not Found' }),
    );
    const error = await apiRequest('GET', '/api/conversations/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('404: Not found');
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).detail).toBe('Not found');
  });

  it('uses the raw body text when the body is not JSON', async () => {
    mockFetch(async () => new Response('Bad gateway upstream', { status: 502 }));
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('502: Bad gateway upstream');
  });

  it('uses the status text when the body is empty', async () => {
    mockFetch(async () => new Response(null, { status: 500, statusText: 'Internal Server Error' }));
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('500: Internal Server Error');
  });

  it('does not retry a failed request', async () => {
    const fetchMock = mockFetch(
      async () => new Response(null, { status: 503, statusText: 'Busy' }),
    );
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('503: Busy');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('validates the answer with a schema when one is given', async () => {
    const { meResponseSchema } = await import('@facet/contracts');
    mockFetch(async () => jsonResponse({ user: { id: 1 } }));
    await expect(apiRequest('GET', '/api/auth/me', { schema: meResponseSchema })).rejects.toThrow();
  });
});

describe('401 handling', () => {
  it('clears the token and signals sign-out on an authenticated call', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'expired');
    const listener = vi.fn();
    const unsubscribe = onUnauthorized(listener);
    mockFetch(async () =>
      jsonResponse({ error: 'Unauthorized' }, { status: 401, statusText: 'Unauthorized' }),
    );

    await expect(apiRequest('GET', '/api/conversations')).rejects.toThrow('401: Unauthorized');

    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('turns a 401 into null with allow401 (and still clears the token)', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'expired');
    mockFetch(async () => jsonResponse({ error: 'Unauthorized' }, { status: 401 }));
    await expect(apiRequest('GET', '/api/auth/me', { allow401: true })).resolves.toBeNull();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it.each(['/api/auth/login', '/api/auth/signup', '/api/auth/password'])(
    'keeps the token on a 401 from %s (wrong credentials)',
    async (path) => {
      localStorage.setItem(AUTH_TOKEN_KEY, 'still-valid');
      const listener = vi.fn();
      const unsubscribe = onUnauthorized(listener);
      mockFetch(async () => jsonResponse({ error: 'Invalid credentials' }, { status: 401 }));

      await expect(apiRequest('POST', path, { body: {} })).rejects.toThrow(
        '401: Invalid credentials',
      );

      expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('still-valid');
      expect(listener).not.toHaveBeenCalled();
      unsubscribe();
    },
  );

  it('does not signal sign-out for a 401 when no token was sent', async () => {
    const listener = vi.fn();
    const unsubscribe = onUnauthorized(listener);
    mockFetch(async () => jsonResponse({ error: 'Unauthorized' }, { status: 401 }));
    await expect(apiRequest('GET', '/api/agents')).rejects.toThrow('401: Unauthorized');
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
  });
});
