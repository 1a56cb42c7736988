import { cn, getInitials } from '@uniguide/ui';
import { useState } from 'react';

/**
 * The university's logo: images the server hosts (`/images/…`, which the admin host serves from the
 * agent app) or https addresses; anything else, or an image that fails, shows the initials instead of
 * a broken-image icon. Decorative: the name is always written next to it.
 */
export function UniversityLogo({
  name,
  logoUrl,
  className,
}: {
  name: string;
  logoUrl: string | null | undefined;
  className?: string;
}) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const usable =
    logoUrl &&
    ((logoUrl.startsWith('/') && !logoUrl.startsWith('//')) || logoUrl.startsWith('https://'))
      ? logoUrl
      : null;
  const showImage = usable !== null && failedUrl !== usable;

  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-8 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-card',
        className,
      )}
    >
      {showImage ? (
        <img
          src={usable}
          alt=""
          loading="lazy"
          decoding="async"
          className="size-full object-contain p-0.5"
          onError={() => setFailedUrl(usable)}
        />
      ) : (
        <span className="flex size-full items-center justify-center bg-primary/10 text-[0.65rem] font-semibold text-primary">
          {getInitials(name) || 'U'}
        </span>
      )}
    </span>
  );
}
