import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useCustomLogoImage } from '@uniguide/client';
import { BRAND } from '@uniguide/domain';
import { BrandMark, cn } from '@uniguide/ui';

export interface WorkspaceLogoProps {
  /** Mark only, for the collapsed sidebar. */
  compact?: boolean;
  className?: string;
  /** Called when the logo link is followed (the mobile menu closes itself). */
  onNavigate?: () => void;
}

/**
 * The dashboard's logo, linking to the dashboard home: an admin's custom logo when one is stored in
 * this browser, else the brand mark and name. A custom logo that fails to load is forgotten (docs/product.md §3),
 * so the next page shows the default instead of a broken image.
 */
export function WorkspaceLogo({ compact = false, className, onNavigate }: WorkspaceLogoProps) {
  const { t } = useLingui();
  const { customLogo, onError } = useCustomLogoImage();
  const brand = BRAND.name;

  return (
    <Link
      to="/dashboard"
      onClick={onNavigate}
      className={cn(
        'inline-flex min-w-0 items-center gap-2 rounded-md text-lg font-bold tracking-tight text-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
        className,
      )}
    >
      {customLogo ? (
        <img
          // A new URL gets a new element, so an earlier failure never sticks to it.
          key={customLogo}
          src={customLogo}
          alt={t`${brand} dashboard`}
          onError={() => onError(customLogo)}
          className={cn('h-8 object-contain', compact ? 'w-8' : 'max-w-40')}
        />
      ) : (
        <>
          <BrandMark />
          {/* Its own direction: squeezed on a phone, the name loses its end, never its start. */}
          <span dir="auto" className={cn('truncate', compact && 'sr-only')}>
            {BRAND.name}
          </span>
          <span className="sr-only">
            {' '}
            <Trans>dashboard</Trans>
          </span>
        </>
      )}
    </Link>
  );
}
