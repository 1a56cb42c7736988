import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorIssues, errorMessage, useTRPC } from '@uniguide/client';
import {
  MAX_SESSION_MINUTES,
  MAX_SLOT_CAPACITY,
  MIN_SESSION_MINUTES,
  ONBOARDING_MESSAGES,
  ZOnboardingSlotInput,
  formatSessionTime,
  localTimeZone,
  timeZoneLabel,
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

type FieldName = keyof Fields;
const FIELD_OF: Record<string, FieldName> = { startsAt: 'startsAtLocal' };

/** Publishes an onboarding slot (admin.onboarding.createSlot); the start is in the admin's zone. */
export function SlotForm() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const timeZone = useMemo(localTimeZone, []);
  const form = useForm<Fields, unknown, OnboardingSlotInput>({
    resolver: zodResolver(ZSlotForm) as unknown as Resolver<Fields, unknown, OnboardingSlotInput>,
    defaultValues: EMPTY,
  });
  const publish = useMutation(
    trpc.admin.onboarding.createSlot.mutationOptions({
      onSuccess: async (slot) => {
        toast({
          title: 'Slot published',
          description: `${formatSessionTime(slot.startsAt, timeZone)} with ${slot.expertName}. Agents can book it now.`,
        });
        form.reset(EMPTY);
        await queryClient.invalidateQueries({ queryKey: trpc.admin.onboarding.pathKey() });
      },
      onError: (error) => {
        for (const issue of errorIssues(error)) {
          const field = FIELD_OF[issue.path] ?? (issue.path as FieldName);
          if (field in EMPTY) form.setError(field, { message: issue.message });
        }
        toast({
          title: 'The slot could not be published',
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        });
      },
    }),
  );
  const error = (name: FieldName) => form.formState.errors[name]?.message;

  return (
    <form
      noValidate
      aria-label="Publish an onboarding slot"
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
      onSubmit={form.handleSubmit((values) => publish.mutate(values))}
    >
      <FormField id="slot-expert" label="Expert" required error={error('expertName')}>
        <Input autoComplete="off" maxLength={120} {...form.register('expertName')} />
      </FormField>
      <FormField
        id="slot-expert-email"
        label="Expert's e-mail (optional)"
        description="Gets the invitations; without it, you do."
        error={error('expertEmail')}
      >
        <Input type="email" autoComplete="off" {...form.register('expertEmail')} />
      </FormField>
      <FormField id="slot-region" label="Region" required error={error('region')}>
        <Input placeholder="GCC, South Asia…" maxLength={60} {...form.register('region')} />
      </FormField>
      <FormField
        id="slot-starts"
        label="Starts"
        required
        description={`In your time zone: ${timeZoneLabel(timeZone)}`}
        error={error('startsAtLocal')}
      >
        <Input type="datetime-local" {...form.register('startsAtLocal')} />
      </FormField>
      <FormField
        id="slot-minutes"
        label="Length (minutes)"
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
      <FormField id="slot-capacity" label="Seats" required error={error('capacity')}>
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
        label="Online meeting link"
        required
        className="sm:col-span-2 lg:col-span-3"
        error={error('meetingUrl')}
      >
        <Input type="url" placeholder="https://" {...form.register('meetingUrl')} />
      </FormField>
      <div className="sm:col-span-2 lg:col-span-3">
        <Button type="submit" pending={publish.isPending} pendingLabel="Publishing…">
          Publish slot
        </Button>
      </div>
    </form>
  );
}
