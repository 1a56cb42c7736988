import { Trans, useLingui } from '@lingui/react/macro';
import { useLogout } from '@uniguide/client';
import { displayName, type PublicUser } from '@uniguide/domain';
import { Button } from '@uniguide/ui';
import { InfoIcon } from 'lucide-react';
import { CONSOLE_TEXTS } from './common/console-texts';

/**
 * Shown above the sign-in form when a shared cookie (COOKIE_DOMAIN) already carries an agent's
 * session: that account cannot enter, and signing out here would also sign them out of the portal.
 */
export function SignedInAsAgent({ user, agentPortal }: { user: PublicUser; agentPortal: string }) {
  const { t } = useLingui();
  const logout = useLogout();
  return (
    <div className="grid gap-3 rounded-md border border-info/30 bg-info/10 p-4 text-sm">
      <p className="flex items-start gap-2">
        <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-info" />
        <span>
          <Trans>
            You are signed in as <strong dir="auto">{displayName(user)}</strong>.
          </Trans>{' '}
          {t(CONSOLE_TEXTS.adminOnly)}
        </span>
      </p>
      <div className="flex flex-wrap gap-2 ps-6">
        <Button size="sm" asChild>
          <a href={agentPortal}>
            <Trans>Open the agent portal</Trans>
          </a>
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={logout.isPending}
          onClick={() => logout.mutate()}
        >
          <Trans>Sign out</Trans>
        </Button>
      </div>
    </div>
  );
}
