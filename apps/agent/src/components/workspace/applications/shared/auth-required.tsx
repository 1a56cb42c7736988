import { Link } from '@tanstack/react-router';
import { MESSAGES } from '@uniguide/domain';
import { Button } from '@uniguide/ui';
import { LockKeyholeIcon } from 'lucide-react';

/**
 * docs/product.md §3 (My Applications): the session ended while the page was open (the list answered 401).
 * Signing in brings the agent back to `redirectTo`.
 */
export function AuthRequired({ redirectTo }: { redirectTo: string }) {
  return (
    <div className="grid justify-items-center gap-4 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
        <LockKeyholeIcon className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight">{MESSAGES.authRequired}</h1>
      <p className="max-w-md text-muted-foreground">{MESSAGES.authRequiredDescription}</p>
      <Button asChild>
        <Link to="/auth" search={{ redirect: redirectTo }}>
          Sign In
        </Link>
      </Button>
    </div>
  );
}
