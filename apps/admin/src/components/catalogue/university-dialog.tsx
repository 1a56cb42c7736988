import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useTRPC, zodResolverInPageLanguage } from '@uniguide/client';
import { bpsToPercent, ZUniversityInput } from '@uniguide/domain';
import { FormField, Input, Textarea } from '@uniguide/ui';
import { useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '../common/form-dialog';
import type { AdminUniversity } from './catalogue-types';
import { DEFAULT_TERMS, ZUniversityTermsFields } from './commission-terms';
import { useCatalogueSave } from './use-catalogue-save';

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
const TERMS_FIELDS = ['commissionRatePercent', 'payoutLagDays'] as const;
const TEXT_FIELDS = ['location', 'emirate', 'website', 'logoUrl', 'imageUrl'] as const;
const LABELS: Record<(typeof TEXT_FIELDS)[number], MessageDescriptor> = {
  location: msg`Location`,
  emirate: msg`Emirate`,
  website: msg`Website`,
  logoUrl: msg`Logo URL`,
  imageUrl: msg`Image URL`,
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
const FIELD_NAMES = Object.keys(toFields());

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
  const { t } = useLingui();
  const terms: Terms = university ?? DEFAULT_TERMS;
  const trpc = useTRPC();
  const form = useForm<Fields, unknown, UniversityForm>({
    resolver: zodResolverInPageLanguage(ZUniversityForm) as unknown as Resolver<
      Fields,
      unknown,
      UniversityForm
    >,
    values: toFields(university),
  });
  const { onError, save } = useCatalogueSave({
    form,
    fieldNames: FIELD_NAMES,
    termsFields: TERMS_FIELDS,
    messages: {
      created: t`University created`,
      updated: t`University updated`,
      failed: t`The university could not be saved`,
      termsUpdated: t`Commission terms updated`,
      termsFailed: t`The commission terms could not be saved`,
      termsFailedOnCreate: t`The commission terms could not be saved; edit the university to set them`,
    },
    close: () => onOpenChange(false),
  });
  const saveTerms = useMutation(trpc.admin.commissionTerms.updateUniversity.mutationOptions());
  const create = useMutation(trpc.admin.university.create.mutationOptions({ onError }));
  const update = useMutation(trpc.admin.university.update.mutationOptions({ onError }));
  const submit = (values: UniversityForm) => {
    const { commissionRatePercent, payoutLagDays, ...details } = values;
    const termsChanged =
      commissionRatePercent !== terms.commissionRateBps || payoutLagDays !== terms.payoutLagDays;
    save({
      id: university?.id,
      details,
      create,
      update,
      saveTerms: termsChanged
        ? (universityId) =>
            saveTerms.mutateAsync({
              universityId,
              commissionRatePercent: bpsToPercent(commissionRatePercent),
              payoutLagDays,
            })
        : undefined,
    });
  };
  const pending = create.isPending || update.isPending || saveTerms.isPending;
  const errors = form.formState.errors;

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={university ? t`Edit ${university.name}` : t`Add university`}
      description={t`The name must be unique; links start with https://, images with https:// or /.`}
      contentClassName="max-h-[90vh] overflow-y-auto sm:max-w-lg"
      onSubmit={form.handleSubmit(submit)}
      pending={pending}
      submitLabel={university ? t`Save changes` : t`Create university`}
    >
      <FormField id="university-name" label={t`Name`} required error={errors.name?.message}>
        <Input {...form.register('name')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map((field) => (
          <FormField
            key={field}
            id={`university-${field}`}
            label={t(LABELS[field])}
            error={errors[field]?.message}
          >
            <Input {...form.register(field)} />
          </FormField>
        ))}
      </div>
      <FormField
        id="university-description"
        label={t`Description`}
        error={errors.description?.message}
      >
        <Textarea rows={4} {...form.register('description')} />
      </FormField>
      <fieldset className="grid gap-4 rounded-lg border p-4">
        <legend className="px-1 text-sm font-medium">
          <Trans>Commission terms</Trans>
        </legend>
        <p className="-mt-2 text-xs text-muted-foreground">
          <Trans>
            Agents earn the rate on a program&apos;s first-year tuition when their student enrols,
            payable the lag after. Only admins see these; changes apply to future completions.
          </Trans>
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id="university-commissionRatePercent"
            label={t`Commission rate (%)`}
            required
            description={t`Up to two decimals, e.g. 12.5.`}
            error={errors.commissionRatePercent?.message}
          >
            <Input inputMode="decimal" {...form.register('commissionRatePercent')} />
          </FormField>
          <FormField
            id="university-payoutLagDays"
            label={t`Payout lag (days)`}
            required
            description={t`Days from enrolment to the expected payout.`}
            error={errors.payoutLagDays?.message}
          >
            <Input inputMode="numeric" {...form.register('payoutLagDays')} />
          </FormField>
        </div>
      </fieldset>
    </FormDialog>
  );
}
