import { useState } from 'react';
import { cn, getInitials } from '@uniguide/ui';

export interface UniversityLogoProps {
  name: string;
  imageUrl: string | null | undefined;
  className?: string;
  /** Decorative next to a visible name (the default); pass a label when the logo stands alone. */
  label?: string;
}

/**
 * Only images served by our own origin are shown: the catalogue ships its own SVG marks, and the
 * content security policy would block a hot-linked logo anyway. Anything else, or an image that fails
 * to load, falls back to the institution's initials so a card never shows a broken-image icon.
 */
export function UniversityLogo({ name, imageUrl, className, label }: UniversityLogoProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const usable =
    imageUrl && imageUrl.startsWith('/') && !imageUrl.startsWith('//') ? imageUrl : null;
  const showImage = usable !== null && failedUrl !== usable;

  return (
    <span
      className={cn(
        'inline-flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-lg border bg-card',
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
          className="size-full object-contain"
          onError={() => setFailedUrl(usable)}
        />
      ) : (
        <span className="flex size-full items-center justify-center bg-primary/10 text-xs font-semibold text-primary">
          {getInitials(name) || 'U'}
        </span>
      )}
    </span>
  );
}
