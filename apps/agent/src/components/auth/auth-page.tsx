import { Link } from '@tanstack/react-router';
import { BRAND } from '@uniguide/domain';
import { Tabs, TabsContent, TabsList, TabsTrigger, BrandMark } from '@uniguide/ui';
import { ArrowLeftIcon } from 'lucide-react';
import { AuthMarketingPanel } from './auth-marketing-panel';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

export type AuthMode = 'login' | 'signup';

export interface AuthPageProps {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  /** Called once the user is signed in (either form). */
  onAuthenticated: () => void;
}

const HEADINGS: Record<AuthMode, { title: string; text: string }> = {
  login: {
    title: 'Welcome back',
    text: 'Sign in to track your applications and students.',
  },
  signup: {
    title: 'Become an agent',
    text: 'Create your free agent account. No monthly fees or subscriptions.',
  },
};

/** /auth: the marketing panel on wide screens, and the Login / Sign Up forms. */
export function AuthPage({ mode, onModeChange, onAuthenticated }: AuthPageProps) {
  const heading = HEADINGS[mode];

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
            className="ml-auto inline-flex items-center gap-1.5 rounded-md text-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <ArrowLeftIcon aria-hidden="true" className="size-4" />
            Back to home
          </Link>
        </div>

        <div className="flex flex-1 items-start justify-center py-8 sm:items-center sm:py-12">
          <div className="w-full max-w-md">
            <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{heading.title}</h1>
            <p className="mt-2 text-muted-foreground">{heading.text}</p>

            <Tabs
              value={mode}
              onValueChange={(value) => onModeChange(value === 'signup' ? 'signup' : 'login')}
              className="mt-8 gap-6"
            >
              <TabsList className="grid h-10 w-full grid-cols-2">
                <TabsTrigger value="login">Login</TabsTrigger>
                <TabsTrigger value="signup">Sign Up</TabsTrigger>
              </TabsList>
              <TabsContent value="login">
                <LoginForm onSuccess={onAuthenticated} />
                <p className="mt-6 text-center text-sm text-muted-foreground">
                  New to {BRAND.name}?{' '}
                  <button
                    type="button"
                    onClick={() => onModeChange('signup')}
                    className="rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  >
                    Create an agent account
                  </button>
                </p>
              </TabsContent>
              <TabsContent value="signup">
                <RegisterForm onSuccess={onAuthenticated} />
                <p className="mt-6 text-center text-sm text-muted-foreground">
                  Already have an account?{' '}
                  <button
                    type="button"
                    onClick={() => onModeChange('login')}
                    className="rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  >
                    Sign in
                  </button>
                </p>
              </TabsContent>
            </Tabs>
          </div>
        </div>
      </main>
    </div>
  );
}
