import { useState } from 'react';
import { cn } from '../lib/cn';
import { getInitials } from '../lib/initials';

export interface UniversityLogoProps {
  name: string;
  src: string | null | undefined;
  className?: string;
  /** Decorative next to a visible name (the default); pass a label when the logo stands alone. */
  label?: string;
  /** `sm`: the admin console's compact rows (32 px); `md`: the agent app's cards (40 px). */
  size?: 'sm' | 'md';
  /**
   * Also show https addresses (the admin console, where admins enter them). Otherwise only images our
   * own origin serves: the catalogue ships its own SVG marks.
   */
  allowHttps?: boolean;
}

const SIZE = {
  sm: { box: 'size-8 rounded-md', image: 'p-0.5', initials: 'text-[0.65rem]' },
  md: { box: 'size-10 rounded-lg', image: '', initials: 'text-xs' },
} as const;

/**
 * A university's logo. An address it may not show, or an image that fails to load, gives the
 * institution's initials instead, so a card never shows a broken-image icon.
 */
export function UniversityLogo({
  name,
  src,
  className,
  label,
  size = 'md',
  allowHttps = false,
}: UniversityLogoProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const usable =
    src &&
    !src.includes('\\') &&
    ((src.startsWith('/') && !src.startsWith('//')) || (allowHttps && src.startsWith('https://')))
      ? src
      : null;
  const showImage = usable !== null && failedUrl !== usable;
  const look = SIZE[size];

  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center justify-center overflow-hidden border bg-card',
        look.box,
        className,
      )}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {showImage ? (
        <img
          src={usable}
          alt=""
          loading="lazy"
          decoding="async"
          className={cn('size-full object-contain', look.image)}
          onError={() => setFailedUrl(usable)}
        />
      ) : (
        <span
          className={cn(
            'flex size-full items-center justify-center bg-primary/10 font-semibold text-primary',
            look.initials,
          )}
        >
          {getInitials(name) || 'U'}
        </span>
      )}
    </span>
  );
}
