import { QueryClient } from '@tanstack/react-query';
import { isClientError } from './errors';

/**
 * A retry policy that gives up at once on 4xx answers: a missing program, a refused login or a
 * validation error will not change on a second try, and retrying only delays the message.
 */
export function retryUnlessClientError(maxRetries: number) {
  return (failureCount: number, error: unknown): boolean =>
    !isClientError(error) && failureCount < maxRetries;
}

const FIVE_MINUTES = 5 * 60 * 1000;

/** docs/product.md §10: session and general data are fresh for 5 minutes with one retry. */
export const DEFAULT_QUERY = {
  staleTime: FIVE_MINUTES,
  retry: retryUnlessClientError(1),
} as const;

/** docs/product.md §10: program detail is stale after 60 s, retried 3 times 1 s apart. */
export const PROGRAM_DETAIL_QUERY = {
  staleTime: 60_000,
  retry: retryUnlessClientError(3),
  retryDelay: 1000,
} as const;

/** docs/product.md §10: one application is stale after 30 s, retried 3 times. */
export const APPLICATION_QUERY = {
  staleTime: 30_000,
  retry: retryUnlessClientError(3),
} as const;

/** docs/product.md §10: admin and dashboard queries are cached 60 s with one retry. */
export const DASHBOARD_QUERY = {
  staleTime: 60_000,
  retry: retryUnlessClientError(1),
} as const;

/**
 * One per app (created in main.tsx, shared by the router's loaders and the components). Windows are
 * not refetched on focus (docs/product.md §8) and mutations are never retried: a retried "submit application"
 * could create it twice.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { ...DEFAULT_QUERY, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
