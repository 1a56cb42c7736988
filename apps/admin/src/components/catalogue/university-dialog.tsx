import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { errorIssues, useTRPC } from '@uniguide/client';
import { bpsToPercent, ZUniversityInput } from '@uniguide/domain';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
  Spinner,
  Textarea,
} from '@uniguide/ui';
import { useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { AdminUniversity } from './catalogue-types';
import { DEFAULT_TERMS, ZUniversityTermsFields } from './commission-terms';
import { useCatalogueFeedback } from './use-catalogue-feedback';

type Fields = Record<
  | 'name'
  | 'location'
  | 'emirate'
  | 'website'
  | 'logoUrl'
  | 'imageUrl'
  | 'description'
  | 'commissionRatePercent'
  | 'payoutLagDays',
  string
>;
/** The university's details and its commission terms: two procedures, one form. */
const ZUniversityForm = ZUniversityInput.extend(ZUniversityTermsFields.shape);
type UniversityForm = z.infer<typeof ZUniversityForm>;
type Terms = Pick<AdminUniversity, 'commissionRateBps' | 'payoutLagDays'>;
const TERMS_FIELDS: readonly string[] = ['commissionRatePercent', 'payoutLagDays'];
const TEXT_FIELDS = ['location', 'emirate', 'website', 'logoUrl', 'imageUrl'] as const;
const LABELS: Record<(typeof TEXT_FIELDS)[number], string> = {
  location: 'Location',
  emirate: 'Emirate',
  website: 'Website',
  logoUrl: 'Logo URL',
  imageUrl: 'Image URL',
};

const toFields = (university?: AdminUniversity): Fields => ({
  name: university?.name ?? '',
  location: university?.location ?? '',
  emirate: university?.emirate ?? '',
  website: university?.website ?? '',
  logoUrl: university?.logoUrl ?? '',
  imageUrl: university?.imageUrl ?? '',
  description: university?.description ?? '',
  commissionRatePercent: bpsToPercent((university ?? DEFAULT_TERMS).commissionRateBps),
  payoutLagDays: String((university ?? DEFAULT_TERMS).payoutLagDays),
});

/**
 * Create (no `university`) or edit a university and its commission terms (a new one starts with the
 * defaults). The same schemas as the procedures validate; the terms are saved
 * (admin.commissionTerms.updateUniversity) only when they changed.
 */
export function UniversityDialog({
  university,
  open,
  onOpenChange,
}: {
  university?: AdminUniversity;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const terms: Terms = university ?? DEFAULT_TERMS;
  const trpc = useTRPC();
  const feedback = useCatalogueFeedback();
  const form = useForm<Fields, unknown, UniversityForm>({
    resolver: zodResolver(ZUniversityForm) as unknown as Resolver<Fields, unknown, UniversityForm>,
    values: toFields(university),
  });
  const setIssues = (error: unknown) => {
    for (const issue of errorIssues(error)) {
      if (issue.path in toFields())
        form.setError(issue.path as keyof Fields, { message: issue.message });
    }
  };
  const onError = (error: unknown) => {
    setIssues(error);
    feedback.failed('The university could not be saved', error);
  };
  const saveTerms = useMutation(trpc.admin.commissionTerms.updateUniversity.mutationOptions());
  const pendingTerms = (values: UniversityForm) =>
    values.commissionRatePercent !== terms.commissionRateBps ||
    values.payoutLagDays !== terms.payoutLagDays;

  /** After the details are saved: the terms when they changed, then close and say so. */
  const finish = async (title: string, universityId: number, values: UniversityForm) => {
    if (pendingTerms(values)) {
      try {
        await saveTerms.mutateAsync({
          universityId,
          commissionRatePercent: bpsToPercent(values.commissionRatePercent),
          payoutLagDays: values.payoutLagDays,
        });
      } catch (error) {
        if (university) {
          // The details are saved; the dialog stays open on the terms that were refused.
          await feedback.succeeded(title);
          setIssues(error);
          feedback.failed('The commission terms could not be saved', error);
          return;
        }
        onOpenChange(false);
        await feedback.succeeded(title);
        feedback.failed(
          'The commission terms could not be saved; edit the university to set them',
          error,
        );
        return;
      }
    }
    onOpenChange(false);
    await feedback.succeeded(title);
  };
  const create = useMutation(trpc.admin.university.create.mutationOptions({ onError }));
  const update = useMutation(trpc.admin.university.update.mutationOptions({ onError }));
  const submit = (values: UniversityForm) => {
    const { commissionRatePercent: _rate, payoutLagDays: _lag, ...details } = values;
    const dirty = Object.keys(form.formState.dirtyFields);
    if (university && dirty.every((field) => TERMS_FIELDS.includes(field))) {
      // Only the terms changed: no empty "university updated" entry in the audit log.
      void finish(
        dirty.length === 0 ? 'No changes to save' : 'Commission terms updated',
        university.id,
        values,
      );
    } else if (university) {
      update.mutate(
        { ...details, id: university.id },
        { onSuccess: (row) => finish('University updated', row.id, values) },
      );
    } else {
      create.mutate(details, {
        onSuccess: (row) => finish('University created', row.id, values),
      });
    }
  };
  const pending = create.isPending || update.isPending || saveTerms.isPending;
  const errors = form.formState.errors;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{university ? `Edit ${university.name}` : 'Add university'}</DialogTitle>
          <DialogDescription>The name must be unique; links start with https://.</DialogDescription>
        </DialogHeader>
        <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(submit)}>
          <FormField id="university-name" label="Name" required error={errors.name?.message}>
            <Input {...form.register('name')} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            {TEXT_FIELDS.map((field) => (
              <FormField
                key={field}
                id={`university-${field}`}
                label={LABELS[field]}
                error={errors[field]?.message}
              >
                <Input {...form.register(field)} />
              </FormField>
            ))}
          </div>
          <FormField
            id="university-description"
            label="Description"
            error={errors.description?.message}
          >
            <Textarea rows={4} {...form.register('description')} />
          </FormField>
          <fieldset className="grid gap-4 rounded-lg border p-4">
            <legend className="px-1 text-sm font-medium">Commission terms</legend>
            <p className="-mt-2 text-xs text-muted-foreground">
              Agents earn the rate on a program&apos;s first-year tuition when their student enrols,
              payable the lag after. Only admins see these; changes apply to future completions.
            </p>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                id="university-commissionRatePercent"
                label="Commission rate (%)"
                required
                description="Up to two decimals, e.g. 12.5."
                error={errors.commissionRatePercent?.message}
              >
                <Input inputMode="decimal" {...form.register('commissionRatePercent')} />
              </FormField>
              <FormField
                id="university-payoutLagDays"
                label="Payout lag (days)"
                required
                description="Days from enrolment to the expected payout."
                error={errors.payoutLagDays?.message}
              >
                <Input inputMode="numeric" {...form.register('payoutLagDays')} />
              </FormField>
            </div>
          </fieldset>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={pending}>
              {pending ? <Spinner aria-hidden="true" label="" /> : null}
              {university ? 'Save changes' : 'Create university'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
