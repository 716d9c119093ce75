import { QueryClient } from '@tanstack/react-query';
import { apiRequest, createQueryClient, getQueryFn, throwIfResNotOk } from './query-client';

function mockFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const context = (queryKey: readonly unknown[]) =>
  ({ queryKey, signal: new AbortController().signal, meta: undefined, client: new QueryClient() }) as never;

describe('throwIfResNotOk', () => {
  it('passes OK responses through', async () => {
    await expect(throwIfResNotOk(new Response('{}', { status: 200 }))).resolves.toBeUndefined();
  });

  it('uses the body text in the message', async () => {
    await expect(throwIfResNotOk(new Response('Quota exceeded', { status: 429 }))).rejects.toThrow(
      '429: Quota exceeded',
    );
  });

  it('falls back to the status text when the body is empty', async () => {
    await expect(
      throwIfResNotOk(new Response('', { status: 503, statusText: 'Service Unavailable' })),
    ).rejects.toThrow('503: Service Unavailable');
  });
});

describe('getQueryFn', () => {
  it('GETs the query key joined with slashes, with credentials, and parses JSON', async () => {
    const fetchMock = mockFetch(Response.json({ id: 7 }));
    const result = await getQueryFn({ on401: 'throw' })(context(['/api', 'accounts', 7]));
    expect(result).toEqual({ id: 7 });
    expect(fetchMock).toHaveBeenCalledWith('/api/accounts/7', { credentials: 'include' });
  });

  it('throws on 401 by default', async () => {
    mockFetch(new Response('Unauthorized', { status: 401 }));
    await expect(getQueryFn({ on401: 'throw' })(context(['/api/me']))).rejects.toThrow('401: Unauthorized');
  });

  it('returns null on 401 in the alternate mode', async () => {
    mockFetch(new Response('Unauthorized', { status: 401 }));
    await expect(getQueryFn({ on401: 'returnNull' })(context(['/api/me']))).resolves.toBeNull();
  });

  it('still throws other errors in the alternate mode', async () => {
    mockFetch(new Response('', { status: 500, statusText: 'Internal Server Error' }));
    await expect(getQueryFn({ on401: 'returnNull' })(context(['/api/me']))).rejects.toThrow(
      '500: Internal Server Error',
    );
  });
});

describe('apiRequest', () => {
  it('sends JSON with credentials and returns the response', async () => {
    const fetchMock = mockFetch(new Response('{}', { status: 201 }));
    const response = await apiRequest('POST', '/api/things', { a: 1 });
    expect(response.status).toBe(201);
    expect(fetchMock).toHaveBeenCalledWith('/api/things', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"a":1}',
      credentials: 'include',
    });
  });

  it('throws the same error shape', async () => {
    mockFetch(new Response('Bad input', { status: 400 }));
    await expect(apiRequest('POST', '/api/things', {})).rejects.toThrow('400: Bad input');
  });
});

describe('createQueryClient defaults', () => {
  const defaults = createQueryClient().getDefaultOptions();

  it('never refetches on an interval or on window focus', () => {
    expect(defaults.queries?.refetchInterval).toBe(false);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
  });

  it('treats data as fresh forever', () => {
    expect(defaults.queries?.staleTime).toBe(Number.POSITIVE_INFINITY);
  });

  it('does not retry queries or mutations', () => {
    expect(defaults.queries?.retry).toBe(false);
    expect(defaults.mutations?.retry).toBe(false);
  });

  it('does not retry a failing query when used for real', async () => {
    const fetchMock = mockFetch(new Response('down', { status: 500 }));
    const client = createQueryClient();
    await expect(client.query({ queryKey: ['/api/health'] })).rejects.toThrow('500: down');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
