import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@uniguide/client';

/**
 * After a change to a student's documents: the student page, the students list (its expiring
 * count), the dashboard's expiring documents, and any application holding them (its checklist too)
 * are stale.
 */
export function useRefreshStudent() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.student.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.document.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.application.byId.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.application.checklist.pathKey() }),
    ]);
}
