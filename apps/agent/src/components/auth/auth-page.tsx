import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { BRAND } from '@uniguide/domain';
import { BrandMark, cn, Spinner } from '@uniguide/ui';
import { ArrowLeftIcon } from 'lucide-react';
import { lazy, Suspense, type ComponentProps } from 'react';
import { preloadOnIntent } from '../../lib/preload-on-intent';
import { AuthMarketingPanel } from './auth-marketing-panel';
import { LoginForm } from './login-form';

/** The sign-up form, fetched when it is first shown or its toggle is pointed at (/auth opens on login). */
const loadRegisterForm = () => import('./register-form');
const RegisterForm = lazy(() =>
  loadRegisterForm().then((module) => ({ default: module.RegisterForm })),
);

export type AuthMode = 'login' | 'signup';

export interface AuthPageProps {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  /** Called once the user is signed in (either form). */
  onAuthenticated: () => void;
}

const MODE_LABELS: Record<AuthMode, MessageDescriptor> = {
  login: msg`Login`,
  signup: msg`Sign Up`,
};

const HEADINGS: Record<AuthMode, { title: MessageDescriptor; text: MessageDescriptor }> = {
  login: {
    title: msg`Welcome back`,
    text: msg`Sign in to track your applications and students.`,
  },
  signup: {
    title: msg`Become an agent`,
    text: msg`Create your free agent account. No monthly fees or subscriptions.`,
  },
};

/** /auth: the marketing panel on wide screens, and the Login / Sign Up forms. */
export function AuthPage({ mode, onModeChange, onAuthenticated }: AuthPageProps) {
  const { t } = useLingui();
  const heading = HEADINGS[mode];
  const brand = BRAND.name;

  return (
    <div className="grid min-h-svh bg-background lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <AuthMarketingPanel />

      <main className="flex flex-col px-4 py-6 sm:px-8 lg:px-12">
        <div className="flex items-center justify-between gap-4">
          <Link
            to="/"
            className="flex items-center gap-2 rounded-md text-lg font-semibold outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 lg:hidden"
          >
            <BrandMark />
            {BRAND.name}
          </Link>
          <Link
            to="/"
            className="ms-auto inline-flex items-center gap-1.5 rounded-md text-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <Trans>
              <ArrowLeftIcon aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              Back to home
            </Trans>
          </Link>
        </div>

        <div className="flex flex-1 items-start justify-center py-8 sm:items-center sm:py-12">
          <div className="w-full max-w-md">
            <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
              {t(heading.title)}
            </h1>
            <p className="mt-2 text-muted-foreground">{t(heading.text)}</p>

            <ModeToggle mode={mode} onModeChange={onModeChange} />
            <div className="mt-6">
              {mode === 'login' ? (
                <>
                  <LoginForm onSuccess={onAuthenticated} />
                  <p className="mt-6 text-center text-sm text-muted-foreground">
                    <Trans>
                      New to {brand}?{' '}
                      <SwitchLink
                        onClick={() => onModeChange('signup')}
                        {...preloadOnIntent(loadRegisterForm)}
                      >
                        Create an agent account
                      </SwitchLink>
                    </Trans>
                  </p>
                </>
              ) : (
                <>
                  <Suspense fallback={<Spinner className="mx-auto my-12 size-6" />}>
                    <RegisterForm onSuccess={onAuthenticated} />
                  </Suspense>
                  <p className="mt-6 text-center text-sm text-muted-foreground">
                    <Trans>
                      Already have an account?{' '}
                      <SwitchLink onClick={() => onModeChange('login')}>Sign in</SwitchLink>
                    </Trans>
                  </p>
                </>
              )}
            </div>
          </div>
        </div>
      </main>
    </div>
  );
}

/**
 * The Login / Sign Up toggle (docs/product.md): two pressed-state buttons, as the mode is one choice
 * between two forms; pointing at Sign Up starts fetching its form.
 */
function ModeToggle({ mode, onModeChange }: Pick<AuthPageProps, 'mode' | 'onModeChange'>) {
  const { t } = useLingui();
  return (
    <div
      role="group"
      aria-label={t`Login or sign up`}
      className="mt-8 grid h-10 w-full grid-cols-2 rounded-lg bg-muted p-[3px] text-muted-foreground"
    >
      {(['login', 'signup'] as const).map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={mode === option}
          onClick={() => onModeChange(option)}
          {...(option === 'signup' ? preloadOnIntent(loadRegisterForm) : {})}
          className={cn(
            'inline-flex items-center justify-center rounded-md border border-transparent px-3 py-1 text-sm font-medium whitespace-nowrap text-foreground/70 transition-[color,box-shadow] outline-none hover:text-foreground',
            'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
            'aria-pressed:bg-background aria-pressed:text-foreground aria-pressed:shadow-sm dark:aria-pressed:bg-input/30',
          )}
        >
          {t(MODE_LABELS[option])}
        </button>
      ))}
    </div>
  );
}

/** A link-styled button under a form that switches to the other one. */
function SwitchLink(props: ComponentProps<'button'>) {
  return (
    <button
      type="button"
      className="rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
      {...props}
    />
  );
}
