import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { jsonResponse, mockFetch } from '@/test/render';
import {
  apiCall,
  apiFetch,
  apiRequest,
  errorMessage,
  HttpError,
  httpErrorOf,
  isRetryable,
  onUnauthorized,
} from './api-client';
import { AUTH_TOKEN_KEY } from './auth-token';

afterEach(() => {
  vi.unstubAllGlobals();
});

const anything = z.unknown();
const okSchema = z.object({ ok: z.boolean() });

describe('apiRequest', () => {
  it('sends JSON, the bearer token and credentials, and parses the answer with its schema', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    const fetchMock = mockFetch(async () => jsonResponse({ ok: true, extra: 'dropped' }));

    const result = await apiRequest('POST', '/api/things', okSchema, { body: { a: 1 } });

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

  it('sends a FormData body as it is (multipart), without a JSON content type', async () => {
    const fetchMock = mockFetch(async () => jsonResponse({ ok: true }));
    const form = new FormData();
    form.append('file', new File(['x'], 'x.zip'));
    await apiRequest('POST', '/api/upload', okSchema, { body: form });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    const headers = (init?.headers ?? {}) as Record<string, string>;
    expect(headers['Content-Type']).toBeUndefined();
  });

  it('sends no Authorization header and no body when there is no token or body', async () => {
    const fetchMock = mockFetch(async () => jsonResponse({}));
    await apiRequest('GET', '/api/agents', anything);
    const init = fetchMock.mock.calls[0]?.[1];
    const headers = init?.headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
    expect(headers['Content-Type']).toBeUndefined();
    expect(init?.body).toBeUndefined();
  });

  it('refuses an answer that does not match its contract', async () => {
    mockFetch(async () => jsonResponse({ ok: 'yes' }));
    await expect(apiRequest('GET', '/api/x', okSchema)).rejects.toBeInstanceOf(z.ZodError);
  });

  it('does not retry a failed request', async () => {
    const fetchMock = mockFetch(
      async () => new Response(null, { status: 503, statusText: 'Busy' }),
    );
    await expect(apiRequest('GET', '/api/x', anything)).rejects.toThrow('503: Busy');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('apiCall and apiFetch', () => {
  it('apiCall reads the answer to its end and returns nothing', async () => {
    const response = jsonResponse({ success: true });
    mockFetch(async () => response);
    await expect(apiCall('DELETE', '/api/x/1')).resolves.toBeUndefined();
    expect(response.bodyUsed).toBe(true);
  });

  it('apiFetch answers the OK response itself (for a stream or a file)', async () => {
    mockFetch(async () => new Response('bytes', { status: 200 }));
    const response = await apiFetch('GET', '/api/file', { accept: '*/*' });
    expect(await response.text()).toBe('bytes');
  });
});

describe('HttpError', () => {
  it("takes the JSON body's error sentence and machine-readable code", async () => {
    mockFetch(async () =>
      jsonResponse(
        { error: 'Conversation not found.', code: 'conversation_not_found' },
        { status: 404, statusText: 'Not Found' },
      ),
    );
    const error = await apiRequest('GET', '/api/conversations/x', anything).catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      message: '404: Conversation not found.',
      status: 404,
      code: 'conversation_not_found',
      serverMessage: 'Conversation not found.',
      detail: 'Conversation not found.',
    });
  });

  it('falls back to the general code of the status, the raw body, then the status text', () => {
    expect(httpErrorOf(502, 'Bad Gateway', 'upstream exploded')).toMatchObject({
      message: '502: upstream exploded',
      code: 'upstream_failed',
      serverMessage: null,
    });
    expect(httpErrorOf(500, 'Internal Server Error', '')).toMatchObject({
      message: '500: Internal Server Error',
      code: 'internal',
    });
    expect(httpErrorOf(404, 'Not Found', '{"error":""}').code).toBe('not_found');
  });

  it("one policy for what a person reads: the server's 4xx sentence, else the fallback", () => {
    const refused = httpErrorOf(400, '', '{"error":"Not a valid email address: x"}');
    expect(errorMessage(refused, 'Failed.')).toBe('Not a valid email address: x');
    expect(errorMessage(httpErrorOf(500, '', '{"error":"Database down"}'), 'Failed.')).toBe(
      'Failed.',
    );
    expect(errorMessage(httpErrorOf(413, '', '<html>Too large</html>'), 'Failed.')).toBe('Failed.');
    expect(errorMessage(new TypeError('Failed to fetch'), 'Failed.')).toBe('Failed.');
  });

  it('says whether trying again can help', () => {
    expect(isRetryable(new TypeError('Failed to fetch'))).toBe(true);
    expect(isRetryable(httpErrorOf(503, '', ''))).toBe(true);
    expect(isRetryable(httpErrorOf(429, '', ''))).toBe(true);
    expect(isRetryable(httpErrorOf(400, '', ''))).toBe(false);
    expect(isRetryable(httpErrorOf(404, '', ''))).toBe(false);
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

    await expect(apiRequest('GET', '/api/conversations', anything)).rejects.toThrow(
      '401: Unauthorized',
    );

    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it.each(['/api/auth/login', '/api/auth/signup', '/api/auth/password'])(
    'keeps the token on a 401 from %s (wrong credentials)',
    async (path) => {
      localStorage.setItem(AUTH_TOKEN_KEY, 'still-valid');
      const listener = vi.fn();
      const unsubscribe = onUnauthorized(listener);
      mockFetch(async () => jsonResponse({ error: 'Invalid credentials' }, { status: 401 }));

      await expect(apiRequest('POST', path, anything, { body: {} })).rejects.toThrow(
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
    await expect(apiRequest('GET', '/api/agents', anything)).rejects.toThrow('401: Unauthorized');
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
  });
});
