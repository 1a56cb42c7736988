import { useLogout } from '@uniguide/client';
import { displayName, MESSAGES, type PublicUser } from '@uniguide/domain';
import { Button } from '@uniguide/ui';
import { InfoIcon } from 'lucide-react';

/**
 * Shown above the sign-in form when a shared cookie (COOKIE_DOMAIN) already carries an agent's
 * session: that account cannot enter, and signing out here would also sign them out of the portal.
 */
export function SignedInAsAgent({ user, agentPortal }: { user: PublicUser; agentPortal: string }) {
  const logout = useLogout();
  return (
    <div className="grid gap-3 rounded-md border border-info/30 bg-info/10 p-4 text-sm">
      <p className="flex items-start gap-2">
        <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-info" />
        <span>
          You are signed in as <strong>{displayName(user)}</strong>. {MESSAGES.adminOnly}
        </span>
      </p>
      <div className="flex flex-wrap gap-2 ps-6">
        <Button size="sm" asChild>
          <a href={agentPortal}>Open the agent portal</a>
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={logout.isPending}
          onClick={() => logout.mutate()}
        >
          Sign out
        </Button>
      </div>
    </div>
  );
}
