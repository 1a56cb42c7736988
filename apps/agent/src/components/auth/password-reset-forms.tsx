import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formFailureMessage, showServerIssues, useTRPC } from '@uniguide/client';
import {
  ZForgotPasswordInput,
  ZResetPasswordInput,
  type ForgotPasswordInput,
  type ResetPasswordInput,
} from '@uniguide/domain';
import { Button, FormAlert, FormField, Input, Spinner } from '@uniguide/ui';
import { CircleCheckIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

function Done({ message }: { message: string }) {
  return (
    <div
      role="status"
      className="flex items-start gap-2 rounded-md border bg-muted px-3 py-2.5 text-sm"
    >
      <CircleCheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
      <p>{message}</p>
    </div>
  );
}

/** "Forgot password?": the same answer whether or not the address has an account. */
export function ForgotPasswordForm() {
  const trpc = useTRPC();
  const forgot = useMutation(trpc.auth.forgotPassword.mutationOptions());
  const form = useForm<z.input<typeof ZForgotPasswordInput>, unknown, ForgotPasswordInput>({
    resolver: zodResolver(ZForgotPasswordInput),
    defaultValues: { username: '' },
  });
  const submit = form.handleSubmit((values) =>
    forgot.mutate(values, {
      onError: (error) => showServerIssues(error, form.setError, ['username']),
    }),
  );
  if (forgot.data) return <Done message={forgot.data.message} />;
  return (
    <form onSubmit={submit} noValidate className="grid gap-5" aria-label="Reset your password">
      <FormAlert
        message={formFailureMessage(forgot.error, 'Something went wrong. Please try again.', [
          'username',
        ])}
      />
      <FormField id="forgot-email" label="Email" error={form.formState.errors.username?.message}>
        <Input
          type="email"
          autoComplete="username"
          inputMode="email"
          placeholder="you@agency.com"
          {...form.register('username')}
        />
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={forgot.isPending}>
        {forgot.isPending ? (
          <>
            <Spinner aria-hidden="true" label="" />
            Sending...
          </>
        ) : (
          'Send Reset Link'
        )}
      </Button>
    </form>
  );
}

const RESET_FIELDS = ['newPassword', 'confirmPassword'] as const;

/** The page a reset link opens: the new password twice. */
export function ResetPasswordForm({ token }: { token: string }) {
  const trpc = useTRPC();
  const reset = useMutation(trpc.auth.resetPassword.mutationOptions());
  const form = useForm<z.input<typeof ZResetPasswordInput>, unknown, ResetPasswordInput>({
    resolver: zodResolver(ZResetPasswordInput),
    defaultValues: { token, newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    reset.mutate(values, {
      onError: (error) => showServerIssues(error, form.setError, RESET_FIELDS),
    }),
  );
  if (reset.data) {
    return (
      <div className="grid gap-4">
        <Done message={reset.data.message} />
        <Button asChild size="lg">
          <Link to="/auth">Sign In</Link>
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="grid gap-5" aria-label="Choose a new password">
      <FormAlert
        message={
          errors.token?.message ??
          formFailureMessage(reset.error, 'Something went wrong. Please try again.', RESET_FIELDS)
        }
      />
      <FormField id="reset-new-password" label="New password" error={errors.newPassword?.message}>
        <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
      </FormField>
      <FormField
        id="reset-confirm-password"
        label="Confirm new password"
        error={errors.confirmPassword?.message}
      >
        <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
        {reset.isPending ? (
          <>
            <Spinner aria-hidden="true" label="" />
            Saving...
          </>
        ) : (
          'Set New Password'
        )}
      </Button>
    </form>
  );
}
