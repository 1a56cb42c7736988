import { useLingui } from '@lingui/react/macro';
import { FormField, Input } from '@uniguide/ui';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

type AccountField = 'password' | 'firstName' | 'lastName' | 'country' | 'phoneNumber';

/**
 * The fields a new account fills in, on the sign-up form and on the invitation's join form: a new
 * password, the person's names, then (after `children`, the sign-up's agency name) country and phone.
 * `namesFirst` (the join form, where the e-mail is already the invite's) asks the name first.
 */
export function AccountFields({
  idPrefix,
  register,
  errors,
  phonePlaceholder,
  children,
  namesFirst = false,
}: {
  /** Keeps the two forms' field ids apart: 'signup', 'join'. */
  idPrefix: string;
  register: (name: AccountField) => UseFormRegisterReturn;
  errors: Partial<Record<AccountField, { message?: string }>>;
  phonePlaceholder?: string;
  children?: ReactNode;
  namesFirst?: boolean;
}) {
  const { t } = useLingui();
  const password = (
    <FormField
      id={`${idPrefix}-password`}
      label={t`Password`}
      description={t`At least 6 characters.`}
      error={errors.password?.message}
    >
      <Input type="password" autoComplete="new-password" {...register('password')} />
    </FormField>
  );
  return (
    <>
      {namesFirst ? null : password}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id={`${idPrefix}-first-name`}
          label={t`First Name`}
          error={errors.firstName?.message}
        >
          <Input autoComplete="given-name" {...register('firstName')} />
        </FormField>
        <FormField
          id={`${idPrefix}-last-name`}
          label={t`Last Name`}
          error={errors.lastName?.message}
        >
          <Input autoComplete="family-name" {...register('lastName')} />
        </FormField>
      </div>
      {namesFirst ? password : null}
      {children}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={`${idPrefix}-country`} label={t`Country`} error={errors.country?.message}>
          <Input autoComplete="country-name" {...register('country')} />
        </FormField>
        <FormField
          id={`${idPrefix}-phone`}
          label={t`Phone Number`}
          error={errors.phoneNumber?.message}
        >
          <Input
            type="tel"
            autoComplete="tel"
            placeholder={phonePlaceholder}
            {...register('phoneNumber')}
          />
        </FormField>
      </div>
    </>
  );
}
