import { useQuery } from '@tanstack/react-query';
import { APPLICATION_QUERY, useTRPC } from '@uniguide/client';
import { parseId } from '../../../catalogue/parse-id';

/**
 * One student by the id in the address (fresh for 30 s like an application, no retry for a 4xx).
 * `id` is undefined for a segment no student can have, which reads as not found.
 */
export function useStudent(rawId: string) {
  const id = parseId(rawId);
  const trpc = useTRPC();
  const query = useQuery({
    ...trpc.student.byId.queryOptions({ id: id ?? 0 }, APPLICATION_QUERY),
    enabled: id !== undefined,
  });
  return { id, query };
}
