/**
 * The default data reader (spec §7, §8, §9). No page calls a product API yet; this is the configured
 * infrastructure any future island gets through <QueryClientProvider client={queryClient}>.
 */
import { QueryClient, type QueryFunction } from '@tanstack/react-query';

/** Throws '{status}: {body text, or status text if the body is empty}' for a non-OK response. */
export async function throwIfResNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const body = await response.text();
  throw new Error(`${response.status}: ${body || response.statusText}`);
}

/** What a 401 does: throw (the default) or resolve to null. */
export type UnauthorizedBehavior = 'throw' | 'returnNull';

/** GET of the query key joined with '/', credentials included, body read as JSON. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const response = await fetch(queryKey.join('/'), { credentials: 'include' });
    if (options.on401 === 'returnNull' && response.status === 401) return null;
    await throwIfResNotOk(response);
    return (await response.json()) as T;
  };
}

/** A JSON request for mutations, with the same error rule. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const response = await fetch(url, {
    method,
    headers: data === undefined ? {} : { 'Content-Type': 'application/json' },
    body: data === undefined ? null : JSON.stringify(data),
    credentials: 'include',
  });
  await throwIfResNotOk(response);
  return response;
}

/** Spec §9: no interval refetch, no refetch on focus, data fresh forever, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

export const queryClient = createQueryClient();
