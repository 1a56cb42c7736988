import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { BRAND } from '@uniguide/domain';
import { BrandMark, cn } from '@uniguide/ui';

export function BrandLogo({
  className,
  inverted = false,
}: {
  className?: string;
  inverted?: boolean;
}) {
  return (
    <Link
      to="/"
      className={cn(
        'inline-flex items-center gap-2 rounded-md text-lg font-bold tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
        inverted ? 'text-white' : 'text-foreground',
        className,
      )}
    >
      <BrandMark />
      <span>{BRAND.name}</span>
      <span className="sr-only">
        {' '}
        <Trans>home</Trans>
      </span>
    </Link>
  );
}
