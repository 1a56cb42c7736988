import { zodResolverInPageLanguage } from './i18n/form-checks';
import { useMutation } from '@tanstack/react-query';
import { ZForgotPasswordInput, ZResetPasswordInput } from '@uniguide/domain';
import { useForm } from 'react-hook-form';
import { formFailureMessage, showServerIssues } from './server-issues';
import { useTRPC } from './trpc';

const FALLBACK = 'Something went wrong. Please try again.';
const FORGOT_FIELDS = ['username'] as const;
const RESET_FIELDS = ['newPassword', 'confirmPassword'] as const;

/**
 * Feeds ui's `ForgotPasswordView`: the "Forgot password?" form of either app, its check, its call and
 * the one answer the server gives for every address.
 */
export function useForgotPasswordForm() {
  const trpc = useTRPC();
  const forgot = useMutation(trpc.auth.forgotPassword.mutationOptions());
  const form = useForm({
    resolver: zodResolverInPageLanguage(ZForgotPasswordInput),
    defaultValues: { username: '' },
  });
  const onSubmit = form.handleSubmit((values) =>
    forgot.mutate(values, {
      onError: (error) => showServerIssues(error, form.setError, FORGOT_FIELDS),
    }),
  );
  return {
    onSubmit,
    failure: formFailureMessage(forgot.error, FALLBACK, FORGOT_FIELDS),
    email: {
      input: form.register('username'),
      error: form.formState.errors.username?.message,
    },
    pending: forgot.isPending,
    done: forgot.data?.message,
  };
}

/** Feeds ui's `ResetPasswordView`: the page a reset link opens, the new password twice. */
export function useResetPasswordForm(token: string) {
  const trpc = useTRPC();
  const reset = useMutation(trpc.auth.resetPassword.mutationOptions());
  const form = useForm({
    resolver: zodResolverInPageLanguage(ZResetPasswordInput),
    defaultValues: { token, newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    reset.mutate(values, {
      onError: (error) => showServerIssues(error, form.setError, RESET_FIELDS),
    }),
  );
  return {
    onSubmit,
    failure: errors.token?.message ?? formFailureMessage(reset.error, FALLBACK, RESET_FIELDS),
    newPassword: { input: form.register('newPassword'), error: errors.newPassword?.message },
    confirmPassword: {
      input: form.register('confirmPassword'),
      error: errors.confirmPassword?.message,
    },
    pending: reset.isPending,
    done: reset.data?.message,
  };
}
