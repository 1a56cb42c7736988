import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import {
  errorIssues,
  errorMessage,
  messageInPageLanguage,
  useCountryName,
  useTRPC,
} from '@uniguide/client';
import {
  DEFAULT_CHECKLIST_KEY,
  MAX_VISA_CHECKLIST_ITEMS,
  type VisaChecklist,
} from '@uniguide/domain';
import { Button, ConfirmAction, Skeleton, toast } from '@uniguide/ui';
import { ArrowLeftIcon, PlusIcon, SaveIcon, Trash2Icon } from 'lucide-react';
import { useEffect } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { usePageTitle } from '../../lib/use-page-title';
import { LoadFailed } from '../common/load-failed';
import { ConsolePage } from '../common/page-header';
import { ChecklistItemFields } from './checklist-item-fields';
import {
  checklistInput,
  emptyItem,
  formItemsOf,
  type ChecklistFormValues,
} from './checklist-form-values';

/**
 * /visa-checklists/$country (docs/product.md §5.9): an admin edits one nationality's items (name,
 * note, needs attestation, under-18 only, document type). A nationality without its own list starts
 * from the default; saving gives it its own, and removing it makes it follow the default again.
 */
export function ChecklistEditorPage({ country }: { country: string }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const isDefault = country === DEFAULT_CHECKLIST_KEY;
  const countryName = useCountryName(isDefault ? null : country);
  const shownName = countryName ?? country;
  const title = isDefault ? t`Default checklist` : t`${shownName} checklist`;
  usePageTitle(title, t`Edit a visa and attestation checklist.`);
  const checklist = useQuery(trpc.visa.checklist.queryOptions({ country }));
  const form = useForm<ChecklistFormValues>({ defaultValues: { items: [] } });
  const items = useFieldArray({ control: form.control, name: 'items' });
  const { reset } = form;
  useEffect(() => {
    if (checklist.data) reset({ items: formItemsOf(checklist.data.items) });
  }, [checklist.data, reset]);

  const saved = (next: VisaChecklist, message: string) => {
    queryClient.setQueryData(trpc.visa.checklist.queryKey({ country }), next);
    void queryClient.invalidateQueries({ queryKey: trpc.visa.checklists.queryKey() });
    toast({ title: message });
  };
  const failed = (error: unknown) => {
    for (const issue of errorIssues(error)) {
      if (issue.path.startsWith('items.')) {
        form.setError(issue.path as `items.${number}.name`, {
          type: 'server',
          message: issue.message,
        });
      }
    }
    toast({
      title: t`Checklist not saved`,
      description: errorMessage(error, t`Please try again.`),
      variant: 'destructive',
    });
  };
  const save = useMutation(
    trpc.admin.visa.setChecklist.mutationOptions({
      onSuccess: (next) => saved(next, t`Checklist saved`),
      onError: failed,
    }),
  );
  const remove = useMutation(
    trpc.admin.visa.setChecklist.mutationOptions({
      onSuccess: (next) => saved(next, t`This nationality follows the default checklist again`),
      onError: failed,
    }),
  );

  const data = checklist.data;
  const ownList = data?.source === 'country' || isDefault;
  const submit = form.handleSubmit(async (values) => {
    if (!data) return;
    const result = checklistInput(country, values, data.updatedAt);
    if (!result.success) {
      for (const issue of result.issues) {
        form.setError(issue.path as `items.${number}.name`, {
          message: await messageInPageLanguage(issue.message),
        });
      }
      return;
    }
    save.mutate(result.input);
  });

  return (
    <ConsolePage
      title={title}
      breadcrumb={
        <Link
          to="/visa-checklists"
          className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeftIcon className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          <Trans>Visa Checklists</Trans>
        </Link>
      }
      description={
        isDefault
          ? t`Every nationality without a list of its own follows this one.`
          : data?.source === 'country'
            ? t`This nationality has its own list.`
            : t`This nationality follows the default list, shown below. Saving gives it its own.`
      }
      actions={
        !isDefault && data?.source === 'country' ? (
          <ConfirmAction
            variant="outline"
            label={t`Follow the default`}
            icon={Trash2Icon}
            pending={remove.isPending}
            heading={t`Remove the own list of ${shownName}?`}
            description={t`Its students will follow the default checklist again. The removal is recorded in the audit log.`}
            confirmVariant="destructive"
            onConfirm={() =>
              remove.mutate({ country, items: null, expectedUpdatedAt: data.updatedAt })
            }
          />
        ) : null
      }
    >
      {checklist.isError ? (
        <LoadFailed
          title={t`The checklist could not be loaded.`}
          error={checklist.error}
          onRetry={() => void checklist.refetch()}
        />
      ) : !data ? (
        <Skeleton className="h-96 w-full" />
      ) : (
        <form className="grid gap-4" noValidate onSubmit={(event) => void submit(event)}>
          {items.fields.length === 0 ? (
            <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">
              <Trans>This checklist has no items.</Trans>
            </p>
          ) : (
            <ol className="grid gap-4">
              {items.fields.map((field, index) => (
                <ChecklistItemFields
                  key={field.id}
                  form={form}
                  index={index}
                  count={items.fields.length}
                  onMove={(to) => items.move(index, to)}
                  onRemove={() => items.remove(index)}
                />
              ))}
            </ol>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
            <Button
              type="button"
              variant="outline"
              disabled={items.fields.length >= MAX_VISA_CHECKLIST_ITEMS}
              onClick={() => items.append(emptyItem())}
            >
              <PlusIcon aria-hidden="true" />
              <Trans>Add item</Trans>
            </Button>
            <div className="flex flex-col-reverse gap-2 sm:flex-row">
              <Button
                type="button"
                variant="ghost"
                onClick={() => void navigate({ to: '/visa-checklists' })}
              >
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" pending={save.isPending} pendingLabel={t`Saving…`}>
                <SaveIcon aria-hidden="true" />
                {ownList ? t`Save checklist` : t`Save as its own list`}
              </Button>
            </div>
          </div>
        </form>
      )}
    </ConsolePage>
  );
}
