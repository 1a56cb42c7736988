import { BRAND } from '@uniguide/domain';
import { cn } from '@uniguide/ui';

import { WHATSAPP_URL } from './whatsapp-link';

/**
 * Company pages. Each mark is a white glyph in public/images/social (drawn for this site, nothing
 * loaded from third parties), an image rather than inline SVG so it weighs on no page's JavaScript.
 * The handle follows the brand so a renamed deployment only edits brand.ts.
 */
const handle = BRAND.name.toLowerCase().replace(/[^a-z0-9]+/g, '');
export const SOCIAL_LINKS = [
  { id: 'linkedin', label: 'LinkedIn', href: `https://www.linkedin.com/company/${handle}` },
  { id: 'facebook', label: 'Facebook', href: `https://www.facebook.com/${handle}` },
  { id: 'instagram', label: 'Instagram', href: `https://www.instagram.com/${handle}` },
  { id: 'x', label: 'X (Twitter)', href: `https://x.com/${handle}` },
  { id: 'whatsapp', label: 'WhatsApp', href: WHATSAPP_URL },
] as const;

export function SocialLinks({ className }: { className?: string }) {
  return (
    <ul className={cn('flex flex-wrap gap-2', className)}>
      {SOCIAL_LINKS.map((link) => (
        <li key={link.id}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${BRAND.name} on ${link.label} (opens in a new tab)`}
            className="group inline-flex size-9 items-center justify-center rounded-full bg-white/10 transition-colors outline-none hover:bg-white/20 focus-visible:ring-[3px] focus-visible:ring-white/60"
          >
            <img
              src={`/images/social/${link.id}.svg`}
              alt=""
              width={16}
              height={16}
              loading="lazy"
              className="size-4 opacity-85 transition-opacity group-hover:opacity-100"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
