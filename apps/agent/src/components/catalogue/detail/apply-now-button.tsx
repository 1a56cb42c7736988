import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Button, type ButtonProps } from '@uniguide/ui';
import { ArrowRightIcon } from 'lucide-react';

/**
 * "Apply Now": the program's apply form, or for a visitor (`viaSignIn`) the sign-in page, which
 * goes on to the form.
 */
export function ApplyNowButton({
  programId,
  viaSignIn = false,
  size,
  className,
}: {
  programId: string;
  viaSignIn?: boolean;
  size?: ButtonProps['size'];
  className?: string;
}) {
  const label = (
    <Trans>
      Apply Now
      <ArrowRightIcon className="rtl:-scale-x-100" aria-hidden="true" />
    </Trans>
  );
  return (
    <Button asChild size={size} className={className}>
      {viaSignIn ? (
        <Link to="/auth" search={{ redirect: `/apply/${programId}` }}>
          {label}
        </Link>
      ) : (
        <Link to="/apply/$programId" params={{ programId }}>
          {label}
        </Link>
      )}
    </Button>
  );
}
