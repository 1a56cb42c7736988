import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ATTESTATION_STEPS,
  localToday,
  type AttestationStep,
  type AttestationView,
  type SetAttestationInput,
} from '@uniguide/domain';
import { formatDashboardDate } from '@uniguide/domain/format-date';
import { PlusIcon } from 'lucide-react';
import { useId } from 'react';
import { Controller, useFieldArray, useForm, type Control } from 'react-hook-form';

import { attestationResolver, toFields, type AttestationFields } from './attestation-form';
import { Badge } from './badge';
import type { FieldArrayRowProps } from './field-array-row';
import { RemoveRowButton } from './remove-row-button';
import { usePageLanguage } from '../i18n/page-language';
import { Button } from './button';
import { Checkbox } from './checkbox';
import { FormField } from './form-field';
import { Input } from './input';
import { Label } from './label';

const MAX_CERTIFICATES = 10;

type TrackerControl = Control<AttestationFields, unknown, SetAttestationInput>;

const DEADLINE_SOURCE_TEXTS: Record<AttestationView['deadlineSource'], MessageDescriptor> = {
  admin: msg`Set by the admin team.`,
  default: msg`The end of the intake's first semester (four months from its start).`,
  none: msg`The intake names no month, so no deadline follows from it.`,
};

/** The chain's steps, as `ATTESTATION_STEP_LABELS` writes them in English. */
const STEP_LABELS: Record<AttestationStep, MessageDescriptor> = {
  'education-authority': msg`Issuing education authority`,
  'foreign-ministry': msg`Issuing country's foreign ministry`,
  'uae-embassy': msg`UAE embassy in that country`,
  'uae-mofa': msg`UAE Ministry of Foreign Affairs`,
};

/** One chain step: ticked with the date it was done (ticking fills in today, unticking clears it). */
function StepRow({
  control,
  index,
  step,
}: {
  control: TrackerControl;
  index: number;
  step: (typeof ATTESTATION_STEPS)[number];
}) {
  const { t } = useLingui();
  const id = useId();
  const label = t(STEP_LABELS[step]);
  return (
    <Controller
      control={control}
      name={`certificates.${index}.steps.${step}`}
      render={({ field, fieldState }) => (
        <li className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_11rem] sm:items-center">
          <div className="flex items-start gap-2">
            <Checkbox
              id={`${id}-done`}
              className="mt-0.5"
              checked={field.value !== ''}
              onCheckedChange={(checked) => field.onChange(checked ? localToday() : '')}
            />
            <Label htmlFor={`${id}-done`} className="leading-snug font-normal">
              {label}
            </Label>
          </div>
          <div className="grid gap-1 ps-6 sm:ps-0">
            <Label htmlFor={`${id}-date`} className="sr-only">
              <Trans>{label}: date</Trans>
            </Label>
            <Input
              id={`${id}-date`}
              type="date"
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              aria-invalid={fieldState.error ? true : undefined}
            />
            {fieldState.error ? (
              <p role="alert" className="text-sm text-destructive">
                {fieldState.error.message}
              </p>
            ) : null}
          </div>
        </li>
      )}
    />
  );
}

function CertificateFields({
  index,
  control,
  register,
  errors,
  onRemove,
}: FieldArrayRowProps<AttestationFields, SetAttestationInput> & {
  /** Absent while the row is the only one: a tracker keeps at least one certificate. */
  onRemove?: () => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const number = index + 1;
  return (
    <fieldset className="grid min-w-0 gap-3 rounded-md border p-3">
      <legend className="sr-only">
        <Trans>Certificate {number}</Trans>
      </legend>
      <div className="flex items-end gap-2">
        <FormField
          id={`${id}-name`}
          label={t`Certificate`}
          className="min-w-0 flex-1"
          error={errors.certificates?.[index]?.name?.message}
        >
          <Input {...register(`certificates.${index}.name`)} />
        </FormField>
        {onRemove ? (
          <RemoveRowButton label={t`Remove certificate ${number}`} onClick={onRemove} />
        ) : null}
      </div>
      <ol className="grid gap-3" aria-label={t`Attestation chain of certificate ${number}`}>
        {ATTESTATION_STEPS.map((step) => (
          <StepRow key={step} control={control} index={index} step={step} />
        ))}
      </ol>
    </fieldset>
  );
}

/**
 * The attestation and equivalency tracker of an application (docs/product.md §5.9): each certificate
 * the offer depends on with its chain's steps ticked with dates, the Ministry of Education application
 * number, the equivalency deadline (admins set it; agents read it), the date equivalency was recorded
 * (until then admission is provisional) and the conditional-admission undertaking.
 */
export function AttestationTracker({
  attestation,
  canSetDeadline,
  saving,
  onSave,
}: {
  attestation: AttestationView;
  canSetDeadline: boolean;
  saving: boolean;
  onSave: (input: SetAttestationInput) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const form = useForm<AttestationFields, unknown, SetAttestationInput>({
    resolver: attestationResolver(attestation, canSetDeadline),
    values: toFields(attestation),
  });
  const { control, register, formState } = form;
  const certificates = useFieldArray({ control, name: 'certificates' });
  const errors = formState.errors;
  const deadline = attestation.equivalencyDeadline;
  const language = usePageLanguage();
  const date = (value: Parameters<typeof formatDashboardDate>[0]) =>
    formatDashboardDate(value, language);
  const deadlineSource = t(DEADLINE_SOURCE_TEXTS[attestation.deadlineSource]);

  return (
    <form
      noValidate
      aria-label={t`Attestation and equivalency`}
      className="grid gap-4"
      onSubmit={form.handleSubmit(onSave)}
    >
      <div className="flex flex-wrap items-center gap-2">
        {attestation.provisional ? (
          <Badge variant="warning">
            <Trans>Provisional admission</Trans>
          </Badge>
        ) : (
          <Badge variant="success">
            <Trans>Equivalency recorded {date(attestation.equivalencyRecordedOn)}</Trans>
          </Badge>
        )}
        <Badge variant={attestation.undertakingSigned ? 'success' : 'neutral'}>
          {attestation.undertakingSigned ? t`Undertaking signed` : t`Undertaking not signed`}
        </Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        {attestation.provisional
          ? t`Admission stays provisional until the Ministry of Education equivalency is recorded.`
          : t`Admission is final: the equivalency is on record.`}{' '}
        {deadline && attestation.provisional ? t`Equivalency is due by ${date(deadline)}.` : ''}
      </p>

      <div className="grid gap-3">
        {certificates.fields.map((field, index) => (
          <CertificateFields
            key={field.id}
            index={index}
            control={control}
            register={register}
            errors={errors}
            onRemove={certificates.fields.length > 1 ? () => certificates.remove(index) : undefined}
          />
        ))}
        {errors.certificates?.message ? (
          <p role="alert" className="text-sm text-destructive">
            {errors.certificates.message}
          </p>
        ) : null}
        {certificates.fields.length < MAX_CERTIFICATES ? (
          <Button
            type="button"
            variant="outline"
            className="w-fit"
            onClick={() =>
              certificates.append({
                name: '',
                steps: {
                  'education-authority': '',
                  'foreign-ministry': '',
                  'uae-embassy': '',
                  'uae-mofa': '',
                },
              })
            }
          >
            <PlusIcon aria-hidden="true" />
            <Trans>Add certificate</Trans>
          </Button>
        ) : null}
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={`${id}-moe`}
          label={t`Ministry of Education application number`}
          error={errors.moeApplicationNumber?.message}
        >
          <Input autoComplete="off" {...register('moeApplicationNumber')} />
        </FormField>
        {canSetDeadline ? (
          <FormField
            id={`${id}-deadline`}
            label={t`Equivalency deadline`}
            description={t`${deadlineSource} Empty: back to the default.`}
            error={errors.equivalencyDeadline?.message}
          >
            <Input type="date" {...register('equivalencyDeadline')} />
          </FormField>
        ) : (
          <div className="grid content-start gap-2">
            <span className="text-sm font-medium">
              <Trans>Equivalency deadline</Trans>
            </span>
            <p className="text-sm">{deadline ? date(deadline) : t`None`}</p>
            <p className="text-sm text-muted-foreground">{deadlineSource}</p>
          </div>
        )}
        <FormField
          id={`${id}-recorded`}
          label={t`Equivalency recorded on`}
          description={t`Empty while the equivalency is pending.`}
          error={errors.equivalencyRecordedOn?.message}
        >
          <Input type="date" {...register('equivalencyRecordedOn')} />
        </FormField>
        <div className="flex items-start gap-2 sm:pt-7">
          <Controller
            control={control}
            name="undertakingSigned"
            render={({ field }) => (
              <Checkbox
                id={`${id}-undertaking`}
                className="mt-0.5"
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            )}
          />
          <Label htmlFor={`${id}-undertaking`} className="leading-snug font-normal">
            <Trans>Conditional-admission undertaking signed</Trans>
          </Label>
        </div>
      </div>

      <Button type="submit" className="w-fit" pending={saving} pendingLabel={t`Saving...`}>
        <Trans>Save Tracker</Trans>
      </Button>
    </form>
  );
}
