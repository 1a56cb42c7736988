import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  errorMessage,
  showServerIssues,
  useTRPC,
  zodResolverInPageLanguage,
} from '@uniguide/client';
import { ZProfileInput, type ProfileInput, type PublicUser } from '@uniguide/domain';
import { Button, FormField, Input, toast } from '@uniguide/ui';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

/** The website field's hint: a URL scheme, written the same in every language. */
const URL_SCHEME = 'https://';

type ProfileFormValues = z.input<typeof ZProfileInput>;

const FIELDS = [
  'firstName',
  'lastName',
  'agencyName',
  'country',
  'phoneNumber',
  'website',
] as const;

function valuesOf(user: PublicUser): ProfileFormValues {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    agencyName: user.agencyName ?? '',
    country: user.country ?? '',
    phoneNumber: user.phoneNumber ?? '',
    website: user.website ?? '',
  };
}

/** Settings → Profile Information (docs/product.md §3); the e-mail is the username and stays read-only. */
export function ProfileForm({ user }: { user: PublicUser }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm<ProfileFormValues, unknown, ProfileInput>({
    resolver: zodResolverInPageLanguage(ZProfileInput),
    defaultValues: valuesOf(user),
  });
  const { errors } = form.formState;

  const update = useMutation(
    trpc.user.updateProfile.mutationOptions({
      onSuccess: (updated) => {
        // The greeting and the account menu read the session: they show the new names at once.
        queryClient.setQueryData(trpc.auth.me.queryKey(), updated);
        form.reset(valuesOf(updated));
        toast({
          title: t`Profile updated`,
          description: t`Your profile information has been saved.`,
        });
      },
      onError: (error) => {
        showServerIssues(error, form.setError, FIELDS);
        toast({
          title: t`Profile update failed`,
          description: errorMessage(error, t`Your profile could not be saved. Please try again.`),
          variant: 'destructive',
        });
      },
    }),
  );

  const submit = form.handleSubmit((values) => update.mutate(values));

  return (
    <form onSubmit={submit} noValidate className="grid gap-5" aria-label={t`Profile information`}>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="profile-first-name" label={t`First Name`} error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...form.register('firstName')} />
        </FormField>
        <FormField id="profile-last-name" label={t`Last Name`} error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...form.register('lastName')} />
        </FormField>
      </div>
      <FormField
        id="profile-email"
        label={t`Email`}
        description={t`Your email is your username and cannot be changed.`}
      >
        <Input
          type="email"
          value={user.username}
          readOnly
          aria-readonly="true"
          className="bg-muted text-muted-foreground"
        />
      </FormField>
      <FormField id="profile-agency" label={t`Agency Name`} error={errors.agencyName?.message}>
        <Input autoComplete="organization" {...form.register('agencyName')} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="profile-country" label={t`Country`} error={errors.country?.message}>
          <Input autoComplete="country-name" {...form.register('country')} />
        </FormField>
        <FormField id="profile-phone" label={t`Phone Number`} error={errors.phoneNumber?.message}>
          <Input type="tel" autoComplete="tel" {...form.register('phoneNumber')} />
        </FormField>
      </div>
      <FormField
        id="profile-website"
        label={t`Website`}
        description={t`Optional, for example https://youragency.com`}
        error={errors.website?.message}
      >
        <Input
          type="url"
          inputMode="url"
          dir="ltr"
          autoComplete="url"
          placeholder={URL_SCHEME}
          {...form.register('website')}
        />
      </FormField>
      <div>
        <Button type="submit" pending={update.isPending} pendingLabel={t`Saving...`}>
          <Trans>Save Changes</Trans>
        </Button>
      </div>
    </form>
  );
}
