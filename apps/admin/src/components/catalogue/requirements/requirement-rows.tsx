import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  DEGREE_LEVELS,
  DOCUMENT_TYPES,
  MAX_REQUIREMENT_COUNT,
  REQUIREMENT_STAGES,
  type DegreeLevel,
  type DocumentRequirement,
  type RequirementStage,
} from '@uniguide/domain';
import { Checkbox, DOCUMENT_TYPE_MESSAGES, FormField, Input, Label } from '@uniguide/ui';
import { Controller, useWatch, type Control, type FieldErrors } from 'react-hook-form';
import { z } from 'zod';

/** One document type's row: whether it is required, when, how many, and for which degree levels. */
export interface RequirementRow {
  required: boolean;
  stage: RequirementStage;
  count: string;
  degrees: DegreeLevel[];
}

/** The editor's fields: one row per document type, in the vocabulary's order. */
export interface RequirementRowsFields {
  rows: RequirementRow[];
}

// The form's own issues, named here and worded where they show (RequirementRows).
const COUNT_TOO_LOW = 'count-too-low';
const COUNT_TOO_HIGH = 'count-too-high';
const COUNT_ISSUES: Record<string, MessageDescriptor> = {
  [COUNT_TOO_LOW]: msg`At least one document`,
  [COUNT_TOO_HIGH]: msg`At most ${MAX_REQUIREMENT_COUNT} documents of one type`,
};

const ZRow = z
  .object({
    required: z.boolean(),
    stage: z.enum(REQUIREMENT_STAGES),
    count: z.string(),
    degrees: z.array(z.enum(DEGREE_LEVELS)),
  })
  .superRefine((row, ctx) => {
    if (!row.required) return;
    const count = Number(row.count);
    if (row.count.trim() === '' || !Number.isInteger(count) || count < 1) {
      ctx.addIssue({ code: 'custom', path: ['count'], message: COUNT_TOO_LOW });
    } else if (count > MAX_REQUIREMENT_COUNT) {
      ctx.addIssue({
        code: 'custom',
        path: ['count'],
        message: COUNT_TOO_HIGH,
      });
    }
  });

/** The rows as the form checks them; the server checks the list again with the domain's schema. */
export const ZRequirementRows = z.array(ZRow);

/** A stored list as the editor's rows: every type present, those not in the list unticked. */
export function toRows(requirements: readonly DocumentRequirement[]): RequirementRow[] {
  return DOCUMENT_TYPES.map((documentType) => {
    const item = requirements.find((requirement) => requirement.documentType === documentType);
    return {
      required: item !== undefined,
      stage: item?.stage ?? 'before_forwarding',
      count: String(item?.count ?? 1),
      degrees: item?.degrees ?? [],
    };
  });
}

/** The ticked rows as the list the procedures take; no degree level ticked = every program. */
export function fromRows(
  rows: readonly RequirementRow[],
  { withDegrees }: { withDegrees: boolean },
): DocumentRequirement[] {
  return DOCUMENT_TYPES.flatMap((documentType, index) => {
    const row = rows[index];
    if (!row?.required) return [];
    return [
      {
        documentType,
        stage: row.stage,
        count: Number(row.count),
        degrees: withDegrees && row.degrees.length > 0 ? row.degrees : null,
      },
    ];
  });
}

/** Short enough for a phone's select; the dialog's description says what each stage means. */
const STAGE_OPTIONS: Record<RequirementStage, MessageDescriptor> = {
  to_submit: msg`To submit`,
  before_forwarding: msg`Before forwarding`,
};

const selectClass =
  'h-9 w-full rounded-md border border-input bg-transparent px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50';

/**
 * The document types with a "Required" box each; a ticked one shows when it is needed (to submit /
 * before forwarding), how many, and (a university's default only) which degree levels it applies to.
 */
export function RequirementRows({
  idPrefix,
  control,
  errors,
  withDegrees,
}: {
  idPrefix: string;
  control: Control<RequirementRowsFields>;
  errors: FieldErrors<RequirementRowsFields>;
  withDegrees: boolean;
}) {
  const { t } = useLingui();
  const rows = useWatch({ control, name: 'rows' });
  const countIssue = (issue: string | undefined) => {
    const known = issue === undefined ? undefined : COUNT_ISSUES[issue];
    return known ? t(known) : issue;
  };
  return (
    <ul className="grid divide-y rounded-lg border" aria-label={t`Document types`}>
      {DOCUMENT_TYPES.map((documentType, index) => {
        const id = `${idPrefix}-${documentType}`;
        const label = t(DOCUMENT_TYPE_MESSAGES[documentType]);
        const required = rows[index]?.required ?? false;
        return (
          <li key={documentType} className="grid gap-3 p-3">
            <Controller
              control={control}
              name={`rows.${index}.required`}
              render={({ field }) => (
                <div className="flex items-center gap-2">
                  <Checkbox
                    id={`${id}-required`}
                    checked={field.value}
                    onCheckedChange={(checked) => field.onChange(checked)}
                  />
                  <Label htmlFor={`${id}-required`} className="font-medium">
                    {label}
                  </Label>
                  {!required ? (
                    <span className="text-xs text-muted-foreground">
                      <Trans>Not required</Trans>
                    </span>
                  ) : null}
                </div>
              )}
            />
            {required ? (
              <div className="grid grid-cols-[minmax(0,1fr)_4.25rem] gap-3 ps-6 sm:grid-cols-[minmax(0,1fr)_8rem]">
                <Controller
                  control={control}
                  name={`rows.${index}.stage`}
                  render={({ field }) => (
                    <FormField
                      id={`${id}-stage`}
                      label={
                        <>
                          <Trans>
                            When<span className="sr-only"> is the {label} needed</span>
                          </Trans>
                        </>
                      }
                    >
                      <select
                        className={selectClass}
                        value={field.value}
                        onChange={(event) => field.onChange(event.target.value)}
                      >
                        {REQUIREMENT_STAGES.map((stage) => (
                          <option key={stage} value={stage}>
                            {t(STAGE_OPTIONS[stage])}
                          </option>
                        ))}
                      </select>
                    </FormField>
                  )}
                />
                <Controller
                  control={control}
                  name={`rows.${index}.count`}
                  render={({ field }) => (
                    <FormField
                      id={`${id}-count`}
                      label={
                        <>
                          <Trans>
                            How many<span className="sr-only"> ({label})</span>
                          </Trans>
                        </>
                      }
                      error={countIssue(errors.rows?.[index]?.count?.message)}
                    >
                      <Input
                        inputMode="numeric"
                        value={field.value}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                      />
                    </FormField>
                  )}
                />
                {withDegrees ? (
                  <Controller
                    control={control}
                    name={`rows.${index}.degrees`}
                    render={({ field }) => (
                      <fieldset className="col-span-2 grid gap-2">
                        <legend className="text-sm font-medium">
                          <Trans>
                            For programs of{' '}
                            <span className="font-normal text-muted-foreground">
                              (none ticked: every program)
                            </span>
                          </Trans>
                        </legend>
                        <div className="flex flex-wrap gap-x-4 gap-y-2">
                          {DEGREE_LEVELS.map((level) => {
                            const boxId = `${id}-degree-${DEGREE_LEVELS.indexOf(level)}`;
                            return (
                              <div key={level} className="flex items-center gap-2">
                                <Checkbox
                                  id={boxId}
                                  checked={field.value.includes(level)}
                                  aria-label={t`${label} for ${level}`}
                                  onCheckedChange={(checked) =>
                                    field.onChange(
                                      checked
                                        ? DEGREE_LEVELS.filter(
                                            (other) =>
                                              other === level || field.value.includes(other),
                                          )
                                        : field.value.filter((other) => other !== level),
                                    )
                                  }
                                />
                                <Label htmlFor={boxId} className="font-normal">
                                  {level}
                                </Label>
                              </div>
                            );
                          })}
                        </div>
                      </fieldset>
                    )}
                  />
                ) : null}
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
