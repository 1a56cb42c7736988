import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MAX_SEARCH_LENGTH } from './pagination-limits';

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
