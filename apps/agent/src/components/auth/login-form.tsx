import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSignInForm } from '@uniguide/client';
import { SignInView } from '@uniguide/ui';

export interface LoginFormProps {
  /** Runs after the session is set, e.g. to open the remembered page. */
  onSuccess: () => void;
  /** Prefix for the inputs' ids, so two login forms (agent, admin) never share ids in tests. */
  idPrefix?: string;
}

/** E-mail + password sign-in (docs/product.md §3 "Auth"); errors show at the field and inline. */
export function LoginForm({ onSuccess, idPrefix = 'login' }: LoginFormProps) {
  const { t } = useLingui();
  return (
    <SignInView
      {...useSignInForm(onSuccess)}
      label={t`Sign in`}
      idPrefix={idPrefix}
      emailExtras={{ placeholder: t`you@agency.com` }}
      forgotPasswordLink={
        <Link to="/forgot-password">
          <Trans>Forgot password?</Trans>
        </Link>
      }
    />
  );
}
