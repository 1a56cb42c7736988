import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Button, BrandMark } from '@uniguide/ui';
import { usePageTitle } from '../lib/use-page-title';
import { CONSOLE_TEXTS } from './common/console-texts';

export function NotFoundPage() {
  const { t } = useLingui();
  usePageTitle(t(CONSOLE_TEXTS.pageNotFound), t`This page does not exist in the admin console.`);
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-6 bg-background px-4 py-16 text-center">
      <BrandMark className="size-12" />
      <p className="text-6xl font-bold tracking-tight text-primary">404</p>
      <div className="grid gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">{t(CONSOLE_TEXTS.pageNotFound)}</h1>
        <p className="max-w-md text-muted-foreground">
          <Trans>This page does not exist in the admin console.</Trans>
        </p>
      </div>
      <Button asChild size="lg">
        <Link to="/">
          <Trans>Back to Overview</Trans>
        </Link>
      </Button>
    </main>
  );
}
