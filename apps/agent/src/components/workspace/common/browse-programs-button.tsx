import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Button, type ButtonProps } from '@uniguide/ui';

/** "Browse Programs": the catalogue, where an application starts. */
export function BrowseProgramsButton({
  to = '/programs',
  variant,
  size,
  className,
}: {
  /** The public catalogue, or the workspace's own. */
  to?: '/programs' | '/dashboard/programs';
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
}) {
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <Link to={to}>
        <Trans>Browse Programs</Trans>
      </Link>
    </Button>
  );
}
