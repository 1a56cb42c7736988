import { useQuery } from '@tanstack/react-query';
import { APPLICATION_QUERY, useTRPC } from '@uniguide/client';
import { parseId } from '../../../catalogue/parse-id';

/**
 * One application by the id in the address (docs/product.md §10: stale after 30 s, 3 retries, none for a 4xx).
 * `id` is undefined for a segment no application can have, which reads as not found.
 */
export function useApplication(rawId: string) {
  const id = parseId(rawId);
  const trpc = useTRPC();
  const query = useQuery({
    ...trpc.application.byId.queryOptions({ id: id ?? 0 }, APPLICATION_QUERY),
    enabled: id !== undefined,
  });
  return { id, query };
}
