import { z } from 'zod';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
  REST_DEFAULT_LIMIT,
  REST_MAX_LIMIT,
} from './pagination-limits';

export * from './pagination-limits';

export const ZSearchText = z
  .string()
  .trim()
  .max(MAX_SEARCH_LENGTH, `Search text must be at most ${MAX_SEARCH_LENGTH} characters`);

export const ZPageInput = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PageInput = z.infer<typeof ZPageInput>;

export interface Page<T> {
  items: T[];
  total: number;
  /** The total was estimated from a sample (large searches); false whenever it is exact. */
  totalIsEstimate: boolean;
  page: number;
  pageSize: number;
}

export function pageOffset({ page, pageSize }: PageInput): number {
  return (page - 1) * pageSize;
}

/**
 * Paginated list input. The apps page with `page`/`pageSize`; REST callers send `limit`/`offset`
 * (docs/product.md §8), which win when present, so a REST row passes its query through unchanged.
 */
export const ZListWindow = ZPageInput.extend({
  limit: z.coerce.number().int().min(1).max(REST_MAX_LIMIT).optional(),
  offset: z.coerce.number().int().min(0).max(100_000_000).optional(),
});
export type ListWindowInput = z.input<typeof ZListWindow>;

/** The rows a list query reads: `limit` rows after skipping `offset`. */
export interface ListWindow {
  limit: number;
  offset: number;
}

export function listWindow(input: z.infer<typeof ZListWindow>): ListWindow {
  if (input.limit !== undefined || input.offset !== undefined) {
    return { limit: input.limit ?? REST_DEFAULT_LIMIT, offset: input.offset ?? 0 };
  }
  return { limit: input.pageSize, offset: pageOffset(input) };
}

/**
 * A query's rows and total as Page<T>; with limit/offset, `page` is the page that offset falls in.
 * A query that never estimates its total leaves `totalIsEstimate` out: its total is exact.
 */
export function toPage<T>(
  result: { items: T[]; total: number; totalIsEstimate?: boolean },
  window: ListWindow,
): Page<T> {
  return {
    items: result.items,
    total: result.total,
    totalIsEstimate: result.totalIsEstimate ?? false,
    page: Math.floor(window.offset / window.limit) + 1,
    pageSize: window.limit,
  };
}

/** Optional filter values: the apps send '' or 'all' for "no filter", both mean absent. */
export function optionalFilter<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (value === '' || value === 'all' || value === null ? undefined : value),
    schema.optional(),
  );
}
