import { Link } from '@tanstack/react-router';
import { formFailureMessage, deferredResolver, showServerIssues, useLogin } from '@uniguide/client';
import { MESSAGES, type ZLoginInput, type LoginInput } from '@uniguide/domain';
import { Button, FormAlert, FormField, Input } from '@uniguide/ui';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

type LoginFormValues = z.input<typeof ZLoginInput>;

const FIELDS = ['username', 'password'] as const;

// The rules (zod and the schema) are fetched when the visitor starts typing, or at the latest on submit.
const loadValidation = () => import('./auth-validation');
const resolver = deferredResolver<LoginFormValues, unknown, LoginInput>(
  async () => (await loadValidation()).loginResolver,
);

export interface LoginFormProps {
  /** Runs after the session is set, e.g. to open the remembered page. */
  onSuccess: () => void;
  /** Prefix for the inputs' ids, so two login forms (agent, admin) never share ids in tests. */
  idPrefix?: string;
}

/** E-mail + password sign-in (docs/product.md §3 "Auth"); errors show at the field and inline. */
export function LoginForm({ onSuccess, idPrefix = 'login' }: LoginFormProps) {
  const login = useLogin();
  const form = useForm<LoginFormValues, unknown, LoginInput>({
    resolver,
    defaultValues: { username: '', password: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    login.mutate(values, {
      onSuccess,
      onError: (error) => showServerIssues(error, form.setError, FIELDS),
    });
  });

  return (
    <form
      onSubmit={submit}
      onInput={() => void loadValidation()}
      noValidate
      className="grid gap-5"
      aria-label="Sign in"
    >
      <FormAlert message={formFailureMessage(login.error, MESSAGES.loginFailedInline, FIELDS)} />
      <FormField id={`${idPrefix}-email`} label="Email" error={errors.username?.message}>
        <Input
          type="email"
          autoComplete="username"
          inputMode="email"
          placeholder="you@agency.com"
          {...form.register('username')}
        />
      </FormField>
      <FormField id={`${idPrefix}-password`} label="Password" error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...form.register('password')} />
      </FormField>
      <Link
        to="/forgot-password"
        className="-mt-3 justify-self-end text-sm text-primary hover:underline"
      >
        Forgot password?
      </Link>
      <Button
        type="submit"
        size="lg"
        className="w-full"
        pending={login.isPending}
        pendingLabel="Signing in..."
      >
        Sign In
      </Button>
    </form>
  );
}
