import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  APPLICATION_QUERY,
  errorIssues,
  errorMessage,
  useTRPC,
  zodResolverInPageLanguage,
} from '@uniguide/client';
import {
  APPLICATION_STATUSES,
  adminAllowedMoves,
  detailsForStatus,
  forwardingGaps,
  statusDetailField,
  ZChangeStatusInput,
  type ApplicationStatus,
} from '@uniguide/domain';
import {
  Button,
  Checkbox,
  DialogClose,
  DialogFooter,
  FormField,
  Label,
  OptionSelect,
  StatusBadge,
  Textarea,
  toast,
  useStatusLabel,
} from '@uniguide/ui';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ForwardingWarning } from './forwarding-warning';
import { StatusHistoryBox } from './status-history-box';
import { CONSOLE_TEXTS } from '../../common/console-texts';

/** What the dialog needs to know of an application: a list row or the full record both have it. */
export interface ChangeStatusTarget {
  id: number;
  status: ApplicationStatus;
  studentFirstName: string;
  studentLastName: string;
  studentEmail: string;
  program: { name: string; universityName: string };
}

// The procedure's own schema (the id comes from the target, not the form).
const ZChangeStatusForm = ZChangeStatusInput.omit({ id: true });
type FormValues = z.input<typeof ZChangeStatusForm>;
type SubmitValues = z.output<typeof ZChangeStatusForm>;

const TEXT_LIMIT = 5000;

function isStatus(value: string): value is ApplicationStatus {
  return (APPLICATION_STATUSES as readonly string[]).includes(value);
}

/**
 * The body of docs/product.md §3 Change Status dialog: the application, the new status with the field that
 * status carries, notes, and the history. Update stays disabled until a status other than the
 * current one is chosen (the server refuses the same status too).
 */
export function ChangeStatusForm({
  application,
  onDone,
}: {
  application: ChangeStatusTarget;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const statusText = useStatusLabel();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // The full record brings the history, and the status as it is now if someone changed it since
  // the list was loaded.
  const detail = useQuery(
    trpc.admin.application.byId.queryOptions({ id: application.id }, APPLICATION_QUERY),
  );
  const currentStatus = detail.data?.status ?? application.status;

  const form = useForm<FormValues, unknown, SubmitValues>({
    resolver: zodResolverInPageLanguage(ZChangeStatusForm),
    defaultValues: {
      status: '',
      notes: '',
      rejectionReason: '',
      conditionalOfferTerms: '',
      paymentConfirmation: false,
      confirmForwarding: false,
    },
  });
  const chosen = form.watch('status');
  const newStatus = isStatus(chosen) ? chosen : undefined;
  const detailField = newStatus ? statusDetailField(newStatus) : undefined;
  const forwarding = newStatus === 'submitted-to-university';
  // The forward is guarded: the required documents not verified are listed before the click.
  const checklist = useQuery({
    ...trpc.application.checklist.queryOptions({ applicationId: application.id }),
    enabled: forwarding,
  });
  const gaps = forwarding && checklist.data ? forwardingGaps(checklist.data) : [];
  const confirmed = form.watch('confirmForwarding') === true;

  const change = useMutation(
    trpc.admin.application.changeStatus.mutationOptions({
      onSuccess: async (updated) => {
        // The domain's MESSAGES.statusUpdated and statusChangedMessage, in the page's language.
        const status = statusText(updated.status);
        toast({
          title: t`Status updated successfully`,
          description: t`Application status changed to ${status}`,
        });
        queryClient.setQueryData(trpc.admin.application.byId.queryKey({ id: updated.id }), updated);
        onDone();
        // Lists, counters, charts, user pages and the audit log all may show this application.
        await queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() });
      },
      onError: (error) => {
        for (const issue of errorIssues(error)) {
          if (issue.path === 'status') form.setError('status', { message: issue.message });
        }
        // Documents changed since the checklist was read: read it again, so the warning lists them.
        if (errorIssues(error).some((issue) => issue.path.startsWith('documents.'))) {
          void checklist.refetch();
        }
        toast({
          title: t(CONSOLE_TEXTS.statusUpdateFailed),
          description: errorMessage(error, t(CONSOLE_TEXTS.unknownError)),
          variant: 'destructive',
        });
      },
    }),
  );

  const submit = form.handleSubmit((values) => {
    change.mutate({
      id: application.id,
      status: values.status,
      notes: values.notes || undefined,
      // Only the field of the chosen status goes along (docs/product.md §5.2).
      ...detailsForStatus(values.status, {
        rejectionReason: values.rejectionReason ?? '',
        conditionalOfferTerms: values.conditionalOfferTerms ?? '',
        paymentConfirmation: values.paymentConfirmation,
      }),
      ...(values.status === 'submitted-to-university' && values.confirmForwarding
        ? { confirmForwarding: true }
        : {}),
    });
  });

  const choices = adminAllowedMoves(currentStatus);
  const allowed = newStatus !== undefined && choices.includes(newStatus);
  const waitingForChecklist = forwarding && checklist.isPending;
  const canSubmit =
    allowed && !change.isPending && !waitingForChecklist && (gaps.length === 0 || confirmed);
  const { errors } = form.formState;
  const student = `${application.studentFirstName} ${application.studentLastName}`.trim();

  return (
    <form onSubmit={submit} noValidate className="grid gap-5" aria-label={t`Change status`}>
      <dl className="grid grid-cols-[6rem_minmax(0,1fr)] gap-x-3 gap-y-2 rounded-md border bg-muted/30 p-3 text-sm sm:grid-cols-[8rem_minmax(0,1fr)]">
        <dt className="text-muted-foreground">
          <Trans>Student</Trans>
        </dt>
        <dd className="grid min-w-0 break-words">
          <span className="font-medium">
            <bdi>{student}</bdi>
          </span>
          <span className="text-muted-foreground">
            <bdi>{application.studentEmail}</bdi>
          </span>
        </dd>
        <dt className="text-muted-foreground">
          <Trans>Program</Trans>
        </dt>
        <dd className="min-w-0 break-words" dir="auto">
          {application.program.name}
        </dd>
        <dt className="text-muted-foreground">
          <Trans>University</Trans>
        </dt>
        <dd className="min-w-0 break-words" dir="auto">
          {application.program.universityName}
        </dd>
        <dt className="text-muted-foreground">
          <Trans>Current Status</Trans>
        </dt>
        <dd>
          <StatusBadge status={currentStatus} />
        </dd>
      </dl>

      <FormField
        id="change-status-new"
        label={t`New Status`}
        error={errors.status?.message}
        description={
          newStatus !== undefined && !allowed
            ? t`Choose a status other than the current one.`
            : undefined
        }
      >
        {(control) => (
          <Controller
            control={form.control}
            name="status"
            render={({ field }) => (
              <OptionSelect
                {...control}
                onBlur={field.onBlur}
                value={field.value || undefined}
                onValueChange={field.onChange}
                placeholder={t`Select a new status`}
                options={choices.map((status) => ({ value: status, label: statusText(status) }))}
              />
            )}
          />
        )}
      </FormField>

      {detailField === 'rejectionReason' ? (
        <FormField
          id="change-status-rejection"
          label={t`Rejection Reason`}
          error={errors.rejectionReason?.message}
        >
          <Textarea
            rows={3}
            maxLength={TEXT_LIMIT}
            placeholder={t`Why the application was rejected (shown to the agent)`}
            {...form.register('rejectionReason')}
          />
        </FormField>
      ) : null}
      {detailField === 'conditionalOfferTerms' ? (
        <FormField
          id="change-status-offer-terms"
          label={t`Conditional Offer Terms`}
          error={errors.conditionalOfferTerms?.message}
        >
          <Textarea
            rows={3}
            maxLength={TEXT_LIMIT}
            placeholder={t`The conditions the student must meet, e.g. IELTS 6.5 by August`}
            {...form.register('conditionalOfferTerms')}
          />
        </FormField>
      ) : null}
      {detailField === 'paymentConfirmation' ? (
        <div className="flex items-center gap-2">
          <Controller
            control={form.control}
            name="paymentConfirmation"
            render={({ field }) => (
              <Checkbox
                id="change-status-payment"
                checked={field.value ?? false}
                onCheckedChange={(checked) => field.onChange(checked)}
              />
            )}
          />
          <Label htmlFor="change-status-payment">
            <Trans>Payment has been confirmed</Trans>
          </Label>
        </div>
      ) : null}

      {gaps.length > 0 ? (
        <Controller
          control={form.control}
          name="confirmForwarding"
          render={({ field }) => (
            <ForwardingWarning
              gaps={gaps}
              confirmed={field.value === true}
              onConfirmedChange={field.onChange}
            />
          )}
        />
      ) : null}

      <FormField
        id="change-status-notes"
        label={t`Status Change Notes`}
        error={errors.notes?.message}
      >
        <Textarea
          rows={4}
          maxLength={TEXT_LIMIT}
          placeholder={t`Optional. Kept in the history and shown to the agent.`}
          {...form.register('notes')}
        />
      </FormField>

      <StatusHistoryBox
        entries={detail.data?.statusHistory}
        loading={detail.isPending}
        failed={detail.isError}
      />

      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={change.isPending}>
            <Trans>Cancel</Trans>
          </Button>
        </DialogClose>
        <Button
          type="submit"
          pending={change.isPending}
          pendingLabel={t`Updating...`}
          disabled={!canSubmit}
        >
          <Trans>Update Status</Trans>
        </Button>
      </DialogFooter>
    </form>
  );
}
