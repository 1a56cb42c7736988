import { Link } from '@tanstack/react-router';
import { deferredResolver, errorMessage, showServerIssues, useLogin } from '@uniguide/client';
import { MESSAGES, type LoginInput, type ZLoginInput } from '@uniguide/domain';
import { Button, FormAlert, FormField, Input } from '@uniguide/ui';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

type SignInValues = z.input<typeof ZLoginInput>;

const FIELDS = ['username', 'password'] as const;

// The sign-in page is the console's first page: its validation (zod and the schema) is fetched when the
// visitor starts typing, or at the latest on submit, instead of delaying the form's first paint.
const loadValidation = () => import('./sign-in-validation');
const resolver = deferredResolver<SignInValues, unknown, LoginInput>(
  async () => (await loadValidation()).signInResolver,
);

/**
 * The console's sign-in. The server refuses agents here (they get "This console is for
 * administrators only…"), so the form only has to show what it is told.
 */
export function SignInForm({ onSuccess }: { onSuccess: () => void }) {
  const login = useLogin();
  const form = useForm<SignInValues, unknown, LoginInput>({
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

  const failure = login.error ? errorMessage(login.error, MESSAGES.loginFailedInline) : null;

  return (
    <form
      onSubmit={submit}
      onInput={() => void loadValidation()}
      noValidate
      className="grid gap-5"
      aria-label="Admin sign in"
    >
      <FormAlert message={failure} />
      <FormField id="admin-email" label="Email" error={errors.username?.message}>
        <Input
          type="email"
          autoComplete="username"
          inputMode="email"
          autoFocus
          {...form.register('username')}
        />
      </FormField>
      <FormField id="admin-password" label="Password" error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...form.register('password')} />
      </FormField>
      <Link
        to="/forgot-password"
        className="-mt-3 justify-self-end rounded-sm text-sm text-primary outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
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
