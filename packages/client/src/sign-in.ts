import { MESSAGES, type LoginInput } from '@uniguide/domain';
import { deferredResolver } from './deferred-resolver';
import { formFailureMessage, showServerIssues } from './server-issues';
import { useLogin } from './session';
import { useTextForm } from './text-form';

/** What the form holds before the schema trims and lower-cases the address. */
type SignInValues = {
  username: string;
  password: string;
};

const FIELDS = ['username', 'password'] as const;

// Sign-in is the first page of the console and of /auth: its rules (zod and the schema) are fetched
// when the visitor starts typing, or at the latest on submit, instead of delaying the first paint.
const loadValidation = () => import('./sign-in-validation');
const resolver = deferredResolver<SignInValues, unknown, LoginInput>(
  async () => (await loadValidation()).signInResolver,
);

/**
 * Feeds ui's `SignInView` in either app: e-mail and password, the call, the server's refusal inline
 * (docs/product.md §6) and its field issues at the fields. `onSuccess` runs once the session is set.
 */
export function useSignInForm(onSuccess: () => void) {
  const login = useLogin();
  // /auth and the console's sign-in are first pages: no react-hook-form there (decision 084).
  const form = useTextForm<SignInValues, LoginInput>({
    resolver,
    defaultValues: { username: '', password: '' },
  });
  const { errors } = form;
  const onSubmit = form.handleSubmit((values) => {
    login.mutate(values, {
      onSuccess,
      onError: (error) => showServerIssues(error, form.setError, FIELDS),
    });
  });
  return {
    onSubmit,
    onInput: () => void loadValidation(),
    failure: formFailureMessage(login.error, MESSAGES.loginFailedInline, FIELDS),
    email: { input: form.register('username'), error: errors.username?.message },
    password: { input: form.register('password'), error: errors.password?.message },
    pending: login.isPending,
  };
}
