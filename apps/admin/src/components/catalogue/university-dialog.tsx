import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { errorIssues, useTRPC } from '@uniguide/client';
import { ZUniversityInput, type UniversityInput } from '@uniguide/domain';
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
import type { AdminUniversity } from './catalogue-types';
import { useCatalogueFeedback } from './use-catalogue-feedback';

type Fields = Record<
  'name' | 'location' | 'emirate' | 'website' | 'logoUrl' | 'imageUrl' | 'description',
  string
>;
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
});

/** Create (no `university`) or edit a university; the same schema as the procedure validates. */
export function UniversityDialog({
  university,
  open,
  onOpenChange,
}: {
  university?: AdminUniversity;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const trpc = useTRPC();
  const feedback = useCatalogueFeedback();
  const form = useForm<Fields, unknown, UniversityInput>({
    resolver: zodResolver(ZUniversityInput) as unknown as Resolver<
      Fields,
      unknown,
      UniversityInput
    >,
    values: toFields(university),
  });
  const onError = (error: unknown) => {
    for (const issue of errorIssues(error)) {
      if (issue.path in toFields())
        form.setError(issue.path as keyof Fields, { message: issue.message });
    }
    feedback.failed('The university could not be saved', error);
  };
  const onSuccess = (title: string) => async () => {
    onOpenChange(false);
    await feedback.succeeded(title);
  };
  const create = useMutation(
    trpc.admin.university.create.mutationOptions({
      onSuccess: onSuccess('University created'),
      onError,
    }),
  );
  const update = useMutation(
    trpc.admin.university.update.mutationOptions({
      onSuccess: onSuccess('University updated'),
      onError,
    }),
  );
  const pending = create.isPending || update.isPending;
  const errors = form.formState.errors;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{university ? `Edit ${university.name}` : 'Add university'}</DialogTitle>
          <DialogDescription>The name must be unique; links start with https://.</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={form.handleSubmit((values) =>
            university ? update.mutate({ ...values, id: university.id }) : create.mutate(values),
          )}
        >
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
