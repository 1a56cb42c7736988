import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage, useTRPC } from '@uniguide/client';
import { Button, ConfirmAction, toast } from '@uniguide/ui';

/** Deactivating an agency signs every member out at once; reactivating lets them sign in again. */
export function AgencyActiveToggle({
  agency,
}: {
  agency: { id: number; name: string; active: boolean };
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const setActive = useMutation(
    trpc.admin.agency.setActive.mutationOptions({
      onSuccess: (updated) => {
        toast({
          title: updated.active ? 'Agency reactivated' : 'Agency deactivated',
          description: updated.active
            ? `${updated.name}'s members can sign in again.`
            : `${updated.endedSessions} sessions ended. ${updated.name}'s members can no longer sign in.`,
        });
        void queryClient.invalidateQueries();
      },
      onError: (error) =>
        toast({
          title: 'Status change failed',
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        }),
    }),
  );
  if (!agency.active)
    return (
      <Button
        size="sm"
        variant="outline"
        pending={setActive.isPending}
        aria-label={`Reactivate ${agency.name}`}
        onClick={() => setActive.mutate({ id: agency.id, active: true })}
      >
        Reactivate
      </Button>
    );
  return (
    <ConfirmAction
      label="Deactivate"
      size="sm"
      variant="outline"
      className="text-destructive hover:text-destructive"
      confirmVariant="destructive"
      pending={setActive.isPending}
      aria-label={`Deactivate ${agency.name}`}
      heading={`Deactivate ${agency.name}?`}
      description="Every member is signed out at once and cannot sign in until the agency is reactivated."
      onConfirm={() => setActive.mutate({ id: agency.id, active: false })}
    />
  );
}
