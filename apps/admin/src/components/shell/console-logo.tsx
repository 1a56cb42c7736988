import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useCustomLogoImage } from '@uniguide/client';
import { BRAND } from '@uniguide/domain';
import { BrandMark } from '@uniguide/ui';

/**
 * The header's logo, linking to the overview: the admin's custom logo when this browser stores one,
 * else the brand mark and name. A custom logo that fails to load is forgotten (docs/product.md §3), so the next
 * page shows the default instead of a broken image.
 */
export function ConsoleLogo({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useLingui();
  const { customLogo, onError } = useCustomLogoImage();
  const brand = BRAND.name;

  return (
    <Link
      to="/"
      onClick={onNavigate}
      className="flex min-w-0 items-center gap-2 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:gap-3"
    >
      {customLogo ? (
        <img
          // A new URL gets a new element, so an earlier failure never sticks to it.
          key={customLogo}
          src={customLogo}
          alt={t`${brand} Admin Console`}
          onError={() => onError(customLogo)}
          className="h-8 max-w-32 object-contain sm:max-w-40"
        />
      ) : (
        <>
          <BrandMark />
          <span className="flex min-w-0 flex-col leading-tight sm:flex-row sm:items-center sm:gap-3">
            <span className="font-semibold whitespace-nowrap">{BRAND.name}</span>
            <span aria-hidden="true" className="hidden h-5 w-px bg-border sm:block" />
            <span className="truncate text-sm text-muted-foreground sm:text-base sm:text-foreground">
              <Trans>Admin Console</Trans>
            </span>
          </span>
        </>
      )}
    </Link>
  );
}
