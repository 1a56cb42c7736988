import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage, useTRPC, zodResolverInPageLanguage } from '@uniguide/client';
import {
  FEE_LINE_APPLIES_TO,
  FEE_LINE_APPLIES_TO_LABELS,
  FEE_LINE_KIND_LABELS,
  FEE_LINE_KINDS,
  ZSetFeeLinesInput,
  type FeeLine,
  type SetFeeLinesInput,
  type UniversityFees,
} from '@uniguide/domain';
import {
  Button,
  Checkbox,
  FormField,
  type FieldArrayRowProps,
  Input,
  Label,
  NativeSelect,
  RemoveRowButton,
  Skeleton,
  toast,
} from '@uniguide/ui';
import { PlusIcon } from 'lucide-react';
import { useId } from 'react';
import {
  Controller,
  useFieldArray,
  useForm,
  type Control,
  type FieldErrors,
  type Resolver,
  type UseFormRegister,
} from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from '../common/form-dialog';
import type { UniversityDialogProps } from './catalogue-types';

type Vat = 'unknown' | 'yes' | 'no';

interface FeeFields {
  tuitionVat: Vat;
  lines: FeeLine[];
}

const VAT_OPTIONS: Record<Vat, MessageDescriptor> = {
  unknown: msg`Not on record`,
  yes: msg`5% VAT applies to tuition`,
  no: msg`No VAT on tuition`,
};

function toFields(fees: UniversityFees): FeeFields {
  return {
    tuitionVat: fees.tuitionVat === null ? 'unknown' : fees.tuitionVat ? 'yes' : 'no',
    lines: fees.lines,
  };
}

/** The API's own lines schema; the VAT choice becomes the nullable flag. */
function feeResolver(universityId: number) {
  const schema = z
    .object({ tuitionVat: z.enum(['unknown', 'yes', 'no']), lines: ZSetFeeLinesInput.shape.lines })
    .transform(({ tuitionVat, lines }) => ({
      universityId,
      tuitionVat: tuitionVat === 'unknown' ? null : tuitionVat === 'yes',
      lines,
    }));
  return zodResolverInPageLanguage(schema) as unknown as Resolver<
    FeeFields,
    unknown,
    SetFeeLinesInput
  >;
}

const EMPTY_LINE: FeeLine = {
  label: '',
  kind: 'visa',
  amountAed: Number.NaN,
  refundable: false,
  appliesTo: 'both',
  source: '',
};

function FeeLineFields({
  index,
  control,
  register,
  errors,
  onRemove,
}: FieldArrayRowProps<FeeFields, SetFeeLinesInput> & { onRemove: () => void }) {
  const { t } = useLingui();
  const id = useId();
  const lineErrors = errors.lines?.[index];
  const number = index + 1;
  return (
    <li className="grid gap-3 rounded-md border p-3">
      <div className="flex items-end gap-2">
        <FormField
          id={`${id}-label`}
          label={t`Fee`}
          className="min-w-0 flex-1"
          error={lineErrors?.label?.message}
        >
          <Input
            placeholder={t`e.g. Student visa processing`}
            {...register(`lines.${index}.label`)}
          />
        </FormField>
        <RemoveRowButton label={t`Remove fee ${number}`} onClick={onRemove} />
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField id={`${id}-kind`} label={t`Kind`} error={lineErrors?.kind?.message}>
          <NativeSelect {...register(`lines.${index}.kind`)}>
            {FEE_LINE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {FEE_LINE_KIND_LABELS[kind]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          id={`${id}-amount`}
          label={t`Amount (AED)`}
          error={lineErrors?.amountAed?.message}
        >
          <Input
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            {...register(`lines.${index}.amountAed`, { valueAsNumber: true })}
          />
        </FormField>
        <FormField
          id={`${id}-applies`}
          label={t`Applies to`}
          error={lineErrors?.appliesTo?.message}
        >
          <NativeSelect {...register(`lines.${index}.appliesTo`)}>
            {FEE_LINE_APPLIES_TO.map((value) => (
              <option key={value} value={value}>
                {FEE_LINE_APPLIES_TO_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <FormField
        id={`${id}-source`}
        label={t`Source`}
        description={t`Where the figure was read: the university's page, a fee schedule, a letter.`}
        error={lineErrors?.source?.message}
      >
        <Input placeholder={t`https://…`} {...register(`lines.${index}.source`)} />
      </FormField>
      <Controller
        control={control}
        name={`lines.${index}.refundable`}
        render={({ field }) => (
          <div className="flex items-center gap-2">
            <Checkbox
              id={`${id}-refundable`}
              checked={field.value}
              onCheckedChange={field.onChange}
            />
            <Label htmlFor={`${id}-refundable`} className="font-normal">
              <Trans>Refundable</Trans>
            </Label>
          </div>
        )}
      />
    </li>
  );
}

function FeeFieldsEditor({
  control,
  register,
  errors,
}: {
  control: Control<FeeFields, unknown, SetFeeLinesInput>;
  register: UseFormRegister<FeeFields>;
  errors: FieldErrors<FeeFields>;
}) {
  const { t } = useLingui();
  const id = useId();
  const lines = useFieldArray({ control, name: 'lines' });
  return (
    <div className="grid gap-4">
      <FormField id={`${id}-vat`} label={t`VAT on tuition`}>
        <NativeSelect {...register('tuitionVat')}>
          {(Object.keys(VAT_OPTIONS) as Vat[]).map((value) => (
            <option key={value} value={value}>
              {t(VAT_OPTIONS[value])}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {lines.fields.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>No fee lines on record: the application's costs say so rather than guess.</Trans>
        </p>
      ) : (
        <ol className="grid gap-3" aria-label={t`Fee lines`}>
          {lines.fields.map((field, index) => (
            <FeeLineFields
              key={field.id}
              index={index}
              control={control}
              register={register}
              errors={errors}
              onRemove={() => lines.remove(index)}
            />
          ))}
        </ol>
      )}
      {errors.lines?.message ? (
        <p role="alert" className="text-sm text-destructive">
          {errors.lines.message}
        </p>
      ) : null}
      <Button
        type="button"
        variant="outline"
        className="w-fit"
        onClick={() => lines.append({ ...EMPTY_LINE })}
      >
        <PlusIcon aria-hidden="true" />
        <Trans>Add fee line</Trans>
      </Button>
    </div>
  );
}

/**
 * A university's visa, insurance and deposit fees in AED and whether 5% VAT applies to its tuition
 * (docs/product.md §5.9). Every figure carries its source; none is prefilled.
 */
export function FeeLinesDialog({ university, open, onOpenChange }: UniversityDialogProps) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const universityId = university?.id ?? 0;
  const fees = useQuery({
    ...trpc.admin.journey.feeLines.queryOptions({ universityId }),
    enabled: open && university !== undefined,
  });
  const form = useForm<FeeFields, unknown, SetFeeLinesInput>({
    resolver: feeResolver(universityId),
    values: fees.data ? toFields(fees.data) : { tuitionVat: 'unknown', lines: [] },
  });
  const save = useMutation(
    trpc.admin.journey.setFeeLines.mutationOptions({
      onSuccess: async (saved) => {
        queryClient.setQueryData(trpc.admin.journey.feeLines.queryKey({ universityId }), saved);
        toast({
          title: t`Fees saved`,
          description: university
            ? t`${university.name}: fees updated.`
            : t`The university: fees updated.`,
        });
        onOpenChange(false);
        await queryClient.invalidateQueries({ queryKey: trpc.journey.costs.pathKey() });
      },
      onError: (error) =>
        toast({
          title: t`The fees could not be saved`,
          description: errorMessage(error, t`Please try again.`),
          variant: 'destructive',
        }),
    }),
  );
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={university ? t`Fees: ${university.name}` : t`Fees`}
      description={t`Visa, insurance and deposit fees in AED, each with where it was read. An application's first-year costs list the lines that apply to its student.`}
      contentClassName="max-h-[90vh] overflow-y-auto sm:max-w-2xl"
      onSubmit={form.handleSubmit((input) => save.mutate(input))}
      pending={save.isPending || !fees.data}
      submitLabel={t`Save fees`}
    >
      {fees.data ? (
        <FeeFieldsEditor
          control={form.control}
          register={form.register}
          errors={form.formState.errors}
        />
      ) : fees.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(fees.error, t`The fees could not be loaded.`)}
        </p>
      ) : (
        <Skeleton className="h-48 w-full" aria-label={t`Loading fees…`} />
      )}
    </FormDialog>
  );
}
