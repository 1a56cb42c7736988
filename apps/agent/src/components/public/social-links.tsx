import { useLingui } from '@lingui/react/macro';
import { BRAND } from '@uniguide/domain';
import { cn } from '@uniguide/ui';

import { SocialGlyph } from './social-glyph';
import { WHATSAPP_URL } from './whatsapp-link';

/** Company pages; the handle follows the brand so a renamed deployment only edits brand.ts. */
const handle = BRAND.name.toLowerCase().replace(/[^a-z0-9]+/g, '');
export const SOCIAL_LINKS = [
  { id: 'linkedin', label: 'LinkedIn', href: `https://www.linkedin.com/company/${handle}` },
  { id: 'facebook', label: 'Facebook', href: `https://www.facebook.com/${handle}` },
  { id: 'instagram', label: 'Instagram', href: `https://www.instagram.com/${handle}` },
  { id: 'x', label: 'X (Twitter)', href: `https://x.com/${handle}` },
  { id: 'whatsapp', label: 'WhatsApp', href: WHATSAPP_URL },
] as const;

export function SocialLinks({ className }: { className?: string }) {
  const { t } = useLingui();
  const brand = BRAND.name;
  return (
    <ul className={cn('flex flex-wrap gap-2', className)}>
      {SOCIAL_LINKS.map(({ id, label: network, href }) => (
        <li key={id}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t`${brand} on ${network} (opens in a new tab)`}
            className="inline-flex size-9 items-center justify-center rounded-full bg-white/10 text-white/85 transition-colors outline-none hover:bg-white/20 hover:text-white focus-visible:ring-[3px] focus-visible:ring-white/60"
          >
            <SocialGlyph name={id} className="size-4" />
          </a>
        </li>
      ))}
    </ul>
  );
}
