import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage, useTRPC } from '@uniguide/client';
import { Button, ConfirmAction, toast } from '@uniguide/ui';

/** Deactivating an agency signs every member out at once; reactivating lets them sign in again. */
export function AgencyActiveToggle({
  agency,
}: {
  agency: { id: number; name: string; active: boolean };
}) {
  const { t } = useLingui();
  const name = agency.name;
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const setActive = useMutation(
    trpc.admin.agency.setActive.mutationOptions({
      onSuccess: (updated) => {
        const updatedName = updated.name;
        toast({
          title: updated.active ? t`Agency reactivated` : t`Agency deactivated`,
          description: updated.active
            ? t`${updatedName}'s members can sign in again.`
            : t({
                message: plural(updated.endedSessions, {
                  other: `# sessions ended. ${updatedName}'s members can no longer sign in.`,
                }),
              }),
        });
        void queryClient.invalidateQueries();
      },
      onError: (error) =>
        toast({
          title: t`Status change failed`,
          description: errorMessage(error, t`Please try again.`),
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
        aria-label={t`Reactivate ${name}`}
        onClick={() => setActive.mutate({ id: agency.id, active: true })}
      >
        <Trans>Reactivate</Trans>
      </Button>
    );
  return (
    <ConfirmAction
      label={t`Deactivate`}
      size="sm"
      variant="outline"
      className="text-destructive hover:text-destructive"
      confirmVariant="destructive"
      pending={setActive.isPending}
      aria-label={t`Deactivate ${name}`}
      heading={t`Deactivate ${name}?`}
      description={t`Every member is signed out at once and cannot sign in until the agency is reactivated.`}
      onConfirm={() => setActive.mutate({ id: agency.id, active: false })}
    />
  );
}
