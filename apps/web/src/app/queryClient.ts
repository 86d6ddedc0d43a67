/** The app's one TanStack Query client; failed queries are shown as toasts unless marked silent. */
import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './http/errors';
import { showError } from './notify';

function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.statusCode < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.silent === true) return;
        (query.meta?.errorToast ?? showError)(error);
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
