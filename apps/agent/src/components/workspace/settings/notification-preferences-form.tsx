import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { errorMessage, useTRPC } from '@uniguide/client';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_PREFERENCE_LABELS,
  type NotificationPreferences,
} from '@uniguide/domain';
import { Button, Checkbox, Label, Skeleton, toast } from '@uniguide/ui';

/** The domain's NOTIFICATION_PREFERENCE_LABELS, in the page's language. */
const LABELS: Record<keyof NotificationPreferences, MessageDescriptor> = {
  applicationUpdates: msg`Application Updates`,
  newPrograms: msg`New Programs`,
  commissionUpdates: msg`Commission Updates`,
  marketingMaterials: msg`Marketing Materials`,
  emailDigest: msg`Daily Email Digest`,
};

const HINTS: Record<keyof NotificationPreferences, MessageDescriptor> = {
  applicationUpdates: msg`Status changes and admin notes on your applications.`,
  newPrograms: msg`New programs added to the catalogue.`,
  commissionUpdates: msg`Changes to commission rates and payouts.`,
  marketingMaterials: msg`New brochures, marketing kits and campaign material.`,
  emailDigest: msg`Application and commission updates arrive as one e-mail each morning instead of as they happen.`,
};

const KEYS = Object.keys(NOTIFICATION_PREFERENCE_LABELS) as (keyof NotificationPreferences)[];

/** Settings → Notifications (docs/product.md §3): four boxes, all on until the agent turns one off. */
export function NotificationPreferencesForm() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const stored = useQuery(trpc.user.notificationPreferences.queryOptions());
  const form = useForm<NotificationPreferences>({
    defaultValues: DEFAULT_NOTIFICATION_PREFERENCES,
  });

  // The form starts from the defaults and takes the stored choices as soon as they arrive.
  const { reset } = form;
  useEffect(() => {
    if (stored.data) reset(stored.data);
  }, [stored.data, reset]);

  const save = useMutation(
    trpc.user.updateNotificationPreferences.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.user.notificationPreferences.queryKey(), saved);
        toast({
          title: t`Preferences saved`,
          description: t`Your notification preferences have been updated.`,
        });
      },
      onError: (error) =>
        toast({
          title: t`Preferences not saved`,
          description: errorMessage(
            error,
            t`Your preferences could not be saved. Please try again.`,
          ),
          variant: 'destructive',
        }),
    }),
  );

  if (stored.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true" aria-label={t`Loading notification preferences`}>
        {KEYS.map((key) => (
          <Skeleton key={key} className="h-12 w-full max-w-md" />
        ))}
      </div>
    );
  }

  if (stored.isError) {
    return (
      <div className="grid justify-items-start gap-3">
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(stored.error, t`Your notification preferences could not be loaded.`)}
        </p>
        <Button variant="outline" size="sm" onClick={() => void stored.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }

  return (
    <form
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
      className="grid gap-6"
      aria-label={t`Notification preferences`}
    >
      <fieldset className="grid gap-4">
        <legend className="sr-only">
          <Trans>Email me about</Trans>
        </legend>
        {KEYS.map((key) => (
          <Controller
            key={key}
            control={form.control}
            name={key}
            render={({ field }) => (
              <div className="flex items-start gap-3">
                <Checkbox
                  id={`notify-${key}`}
                  name={field.name}
                  checked={field.value}
                  onCheckedChange={(checked) => field.onChange(checked)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  aria-describedby={`notify-${key}-hint`}
                  className="mt-0.5"
                />
                <div className="grid gap-1">
                  <Label htmlFor={`notify-${key}`}>{t(LABELS[key])}</Label>
                  <p id={`notify-${key}-hint`} className="text-sm text-muted-foreground">
                    {t(HINTS[key])}
                  </p>
                </div>
              </div>
            )}
          />
        ))}
      </fieldset>
      <div>
        <Button type="submit" pending={save.isPending} pendingLabel={t`Saving...`}>
          <Trans>Save Preferences</Trans>
        </Button>
      </div>
    </form>
  );
}
