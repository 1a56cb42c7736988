import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  errorIssues,
  errorMessage,
  useSessionTimeFormatters,
  useTRPC,
  zodResolverInPageLanguage,
} from '@uniguide/client';
import {
  MAX_SESSION_MINUTES,
  MAX_SLOT_CAPACITY,
  MIN_SESSION_MINUTES,
  ONBOARDING_MESSAGES,
  ZOnboardingSlotInput,
  localTimeZone,
  timeZoneLabel,
  type AdminOnboardingSlot,
  type OnboardingSlotInput,
} from '@uniguide/domain';
import { Button, FormField, Input, toast } from '@uniguide/ui';
import { useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { z } from 'zod';

/** What the form holds: the start as the datetime-local text of the admin's own time zone. */
interface Fields {
  expertName: string;
  expertEmail: string;
  region: string;
  startsAtLocal: string;
  durationMinutes: string;
  capacity: string;
  meetingUrl: string;
}

/** The form's schema: the slot's, with the local start turned into an instant. */
const ZSlotForm = ZOnboardingSlotInput.omit({ startsAt: true })
  .extend({
    startsAtLocal: z
      .string()
      .min(1, 'Give the start time')
      .refine((value) => !Number.isNaN(new Date(value).getTime()), 'Give the start time')
      .refine((value) => new Date(value).getTime() > Date.now(), ONBOARDING_MESSAGES.startInFuture),
  })
  .transform(({ startsAtLocal, ...rest }) => ({
    ...rest,
    startsAt: new Date(startsAtLocal).toISOString(),
  }));

const EMPTY: Fields = {
  expertName: '',
  expertEmail: '',
  region: '',
  startsAtLocal: '',
  durationMinutes: '45',
  capacity: '4',
  meetingUrl: '',
};

/** An instant as the `datetime-local` text of the browser's own zone ("2026-12-01T10:00"). */
function localInput(iso: string): string {
  const at = new Date(iso);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** The form's values for a slot being edited. */
function fieldsOf(slot: AdminOnboardingSlot): Fields {
  return {
    expertName: slot.expertName,
    expertEmail: slot.expertEmail ?? '',
    region: slot.region,
    startsAtLocal: localInput(slot.startsAt),
    durationMinutes: String(slot.durationMinutes),
    capacity: String(slot.capacity),
    meetingUrl: slot.meetingUrl,
  };
}

type FieldName = keyof Fields;
const FIELD_OF: Record<string, FieldName> = { startsAt: 'startsAtLocal' };

/**
 * Publishes an onboarding slot (admin.onboarding.createSlot), or with `editing` changes one nobody
 * has booked (admin.onboarding.updateSlot, decision 073); the start is in the admin's zone.
 */
export function SlotForm({
  editing,
  onDone,
}: {
  editing?: AdminOnboardingSlot;
  onDone?: () => void;
}) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const times = useSessionTimeFormatters();
  const queryClient = useQueryClient();
  const timeZone = useMemo(localTimeZone, []);
  const zone = timeZoneLabel(timeZone);
  const form = useForm<Fields, unknown, OnboardingSlotInput>({
    resolver: zodResolverInPageLanguage(ZSlotForm) as unknown as Resolver<
      Fields,
      unknown,
      OnboardingSlotInput
    >,
    defaultValues: editing ? fieldsOf(editing) : EMPTY,
  });
  const failed = (title: string) => (error: unknown) => {
    for (const issue of errorIssues(error)) {
      const field = FIELD_OF[issue.path] ?? (issue.path as FieldName);
      if (field in EMPTY) form.setError(field, { message: issue.message });
    }
    toast({
      title,
      description: errorMessage(error, t`Please try again.`),
      variant: 'destructive',
    });
  };
  const done = async () => {
    form.reset(EMPTY);
    await queryClient.invalidateQueries({ queryKey: trpc.admin.onboarding.pathKey() });
    onDone?.();
  };
  const publish = useMutation(
    trpc.admin.onboarding.createSlot.mutationOptions({
      onSuccess: async (slot) => {
        const when = times.sessionTime(slot.startsAt, timeZone);
        const expert = slot.expertName;
        toast({
          title: t`Slot published`,
          description: t`${when} with ${expert}. Agents can book it now.`,
        });
        await done();
      },
      onError: failed(t`The slot could not be published`),
    }),
  );
  const update = useMutation(
    trpc.admin.onboarding.updateSlot.mutationOptions({
      onSuccess: async (slot) => {
        const when = times.sessionTime(slot.startsAt, timeZone);
        const expert = slot.expertName;
        toast({ title: t`Slot updated`, description: t`${when} with ${expert}.` });
        await done();
      },
      onError: failed(t`The slot could not be changed`),
    }),
  );
  const error = (name: FieldName) => form.formState.errors[name]?.message;

  return (
    <form
      noValidate
      aria-label={editing ? t`Edit the onboarding slot` : t`Publish an onboarding slot`}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
      onSubmit={form.handleSubmit((values) =>
        editing ? update.mutate({ ...values, id: editing.id }) : publish.mutate(values),
      )}
    >
      <FormField id="slot-expert" label={t`Expert`} required error={error('expertName')}>
        <Input autoComplete="off" maxLength={120} {...form.register('expertName')} />
      </FormField>
      <FormField
        id="slot-expert-email"
        label={t`Expert's e-mail (optional)`}
        description={t`Gets the invitations; without it, you do.`}
        error={error('expertEmail')}
      >
        <Input type="email" dir="ltr" autoComplete="off" {...form.register('expertEmail')} />
      </FormField>
      <FormField id="slot-region" label={t`Region`} required error={error('region')}>
        <Input placeholder={t`GCC, South Asia…`} maxLength={60} {...form.register('region')} />
      </FormField>
      <FormField
        id="slot-starts"
        label={t`Starts`}
        required
        description={t`In your time zone: ${zone}`}
        error={error('startsAtLocal')}
      >
        <Input type="datetime-local" {...form.register('startsAtLocal')} />
      </FormField>
      <FormField
        id="slot-minutes"
        label={t`Length (minutes)`}
        required
        error={error('durationMinutes')}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={MIN_SESSION_MINUTES}
          max={MAX_SESSION_MINUTES}
          step={5}
          {...form.register('durationMinutes')}
        />
      </FormField>
      <FormField id="slot-capacity" label={t`Seats`} required error={error('capacity')}>
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_SLOT_CAPACITY}
          {...form.register('capacity')}
        />
      </FormField>
      <FormField
        id="slot-meeting"
        label={t`Online meeting link`}
        required
        className="sm:col-span-2 lg:col-span-3"
        error={error('meetingUrl')}
      >
        <Input type="url" dir="ltr" placeholder="https://" {...form.register('meetingUrl')} />
      </FormField>
      <div className="sm:col-span-2 lg:col-span-3">
        {editing ? (
          <Button type="submit" pending={update.isPending} pendingLabel={t`Saving…`}>
            <Trans>Save changes</Trans>
          </Button>
        ) : (
          <Button type="submit" pending={publish.isPending} pendingLabel={t`Publishing…`}>
            <Trans>Publish slot</Trans>
          </Button>
        )}
      </div>
    </form>
  );
}
