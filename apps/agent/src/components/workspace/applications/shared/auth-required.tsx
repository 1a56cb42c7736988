import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Button } from '@uniguide/ui';
import { LockKeyholeIcon } from 'lucide-react';
import { PRODUCT_TEXTS } from '../../common/product-texts';

/**
 * docs/product.md §3 (My Applications): the session ended while the page was open (the list answered 401).
 * Signing in brings the agent back to `redirectTo`.
 */
export function AuthRequired({ redirectTo }: { redirectTo: string }) {
  const { t } = useLingui();
  return (
    <div className="grid justify-items-center gap-4 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
        <LockKeyholeIcon className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight">{t(PRODUCT_TEXTS.authRequired)}</h1>
      <p className="max-w-md text-muted-foreground">{t(PRODUCT_TEXTS.authRequiredDescription)}</p>
      <Button asChild>
        <Link to="/auth" search={{ redirect: redirectTo }}>
          <Trans>Sign In</Trans>
        </Link>
      </Button>
    </div>
  );
}
