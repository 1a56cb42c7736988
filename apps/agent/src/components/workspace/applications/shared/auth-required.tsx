import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Button, PageNotice } from '@uniguide/ui';
import { LockKeyholeIcon } from 'lucide-react';
import { PRODUCT_TEXTS } from '../../common/product-texts';

/**
 * docs/product.md §3 (My Applications): the session ended while the page was open (the list answered 401).
 * Signing in brings the agent back to `redirectTo`.
 */
export function AuthRequired({ redirectTo }: { redirectTo: string }) {
  const { t } = useLingui();
  return (
    <PageNotice
      icon={LockKeyholeIcon}
      tone="primary"
      title={t(PRODUCT_TEXTS.authRequired)}
      action={
        <Button asChild>
          <Link to="/auth" search={{ redirect: redirectTo }}>
            <Trans>Sign In</Trans>
          </Link>
        </Button>
      }
    >
      {t(PRODUCT_TEXTS.authRequiredDescription)}
    </PageNotice>
  );
}
