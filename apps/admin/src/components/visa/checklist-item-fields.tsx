import { Trans, useLingui } from '@lingui/react/macro';
import { DOCUMENT_TYPES, type DocumentType } from '@uniguide/domain';
import {
  Button,
  Checkbox,
  DOCUMENT_TYPE_MESSAGES,
  FormField,
  Input,
  Label,
  NativeSelect,
  Textarea,
} from '@uniguide/ui';
import { ArrowDownIcon, ArrowUpIcon, XIcon } from 'lucide-react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { ChecklistFormValues } from './checklist-form-values';

/** One checklist item's inputs, with buttons to move it and to remove it. */
export function ChecklistItemFields({
  form,
  index,
  count,
  onMove,
  onRemove,
}: {
  form: UseFormReturn<ChecklistFormValues>;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  const errors = form.formState.errors.items?.[index];
  const id = (name: string) => `item-${index}-${name}`;
  const number = index + 1;
  const flags = [
    { name: 'needsAttestation', label: t`Needs attestation` },
    { name: 'under18Only', label: t`Only for students under 18` },
  ] as const;
  return (
    <li className="grid gap-4 rounded-lg border p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-semibold">
          <Trans>Item {number}</Trans>
        </h2>
        <div className="flex gap-1">
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={t`Move item ${number} up`}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          >
            <ArrowUpIcon aria-hidden="true" />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={t`Move item ${number} down`}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            <ArrowDownIcon aria-hidden="true" />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={t`Remove item ${number}`}
            onClick={onRemove}
          >
            <XIcon aria-hidden="true" />
          </Button>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id('name')} label={t`Name`} required error={errors?.name?.message}>
          <Input
            autoComplete="off"
            lang="en"
            dir="auto"
            {...form.register(`items.${index}.name`)}
          />
        </FormField>
        <FormField id={id('document-type')} label={t`Document type`}>
          <NativeSelect {...form.register(`items.${index}.documentType`)}>
            <option value="">{t`None (kept by hand)`}</option>
            {DOCUMENT_TYPES.map((type: DocumentType) => (
              <option key={type} value={type}>
                {t(DOCUMENT_TYPE_MESSAGES[type])}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          id={id('note')}
          label={t`Note`}
          error={errors?.note?.message}
          className="sm:col-span-2"
        >
          <Textarea rows={2} lang="en" dir="auto" {...form.register(`items.${index}.note`)} />
        </FormField>
        {/* Shown on Arabic pages in place of the English; left empty, they show the English. */}
        <FormField
          id={id('name-ar')}
          label={t`Name in Arabic`}
          error={errors?.nameAr?.message}
          className="sm:col-span-2"
        >
          <Input
            autoComplete="off"
            lang="ar"
            dir="rtl"
            {...form.register(`items.${index}.nameAr`)}
          />
        </FormField>
        <FormField
          id={id('note-ar')}
          label={t`Note in Arabic`}
          error={errors?.noteAr?.message}
          className="sm:col-span-2"
        >
          <Textarea rows={2} lang="ar" dir="rtl" {...form.register(`items.${index}.noteAr`)} />
        </FormField>
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-3">
        {flags.map((flag) => (
          <Controller
            key={flag.name}
            control={form.control}
            name={`items.${index}.${flag.name}`}
            render={({ field }) => (
              <div className="flex items-center gap-2">
                <Checkbox
                  id={id(flag.name)}
                  ref={field.ref}
                  checked={field.value}
                  onBlur={field.onBlur}
                  onCheckedChange={field.onChange}
                />
                <Label htmlFor={id(flag.name)}>{flag.label}</Label>
              </div>
            )}
          />
        ))}
      </div>
    </li>
  );
}
