import type { ReactNode } from 'react';
import { BRAND } from '@uniguide/domain';
import { cn } from '@uniguide/ui';

import { WHATSAPP_URL } from './whatsapp-link';

// Simple monochrome marks drawn here rather than a brand-icon package or hot-linked images: they
// follow the text colour and load nothing from third parties.
const icons: Record<string, ReactNode> = {
  linkedin: (
    <>
      <circle cx="7" cy="7" r="2.2" />
      <rect x="5" y="11" width="4" height="13" rx="0.5" />
      <path d="M12 11h3.8v1.9c.7-1.2 2.1-2.2 4.3-2.2 3.7 0 4.9 2.3 4.9 5.9V24h-4v-6.6c0-1.7-.4-3-2.1-3-1.8 0-2.9 1.2-2.9 3.2V24h-4V11Z" />
    </>
  ),
  facebook: (
    <path d="M17.5 27V17h3.3l.6-4h-3.9v-2.5c0-1.2.4-2 2.1-2h2V5.1c-.4 0-1.6-.2-3-.2-3 0-5.1 1.8-5.1 5.2V13H10v4h3.5v10h4Z" />
  ),
  instagram: (
    <path
      fillRule="evenodd"
      d="M10 4h12a6 6 0 0 1 6 6v12a6 6 0 0 1-6 6H10a6 6 0 0 1-6-6V10a6 6 0 0 1 6-6Zm0 2.5A3.5 3.5 0 0 0 6.5 10v12a3.5 3.5 0 0 0 3.5 3.5h12a3.5 3.5 0 0 0 3.5-3.5V10A3.5 3.5 0 0 0 22 6.5H10ZM16 10a6 6 0 1 1 0 12 6 6 0 0 1 0-12Zm0 2.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7Zm6.3-4.3a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Z"
    />
  ),
  x: (
    <path d="M5 5h6.2l4.9 6.9L22.1 5h3.1l-7.7 8.8L27 27h-6.2l-5.3-7.4L9 27H5.9l8.2-9.4L5 5Zm4 2 11.6 18h1.9L11 7H9Z" />
  ),
  whatsapp: (
    <path
      fillRule="evenodd"
      d="M16 3C8.8 3 3 8.7 3 15.8c0 2.5.7 4.8 2 6.8L3.2 29l6.6-1.7c1.9 1 4 1.6 6.2 1.6 7.2 0 13-5.7 13-12.8S23.2 3 16 3Zm5.9 15.8c-.3-.2-2-1-2.3-1.1-.3-.1-.5-.2-.8.2l-1 1.3c-.2.2-.4.2-.7.1a8.7 8.7 0 0 1-4.3-3.8c-.3-.6.3-.5.9-1.7.1-.2 0-.4 0-.6l-1-2.5c-.3-.7-.6-.6-.8-.6h-.7c-.2 0-.6.1-1 .5-.3.4-1.3 1.3-1.3 3.1s1.4 3.6 1.5 3.9c.2.2 2.7 4.1 6.5 5.7 2.4 1 3.4 1.1 4.6.9.7-.1 2.2-.9 2.5-1.8.3-.9.3-1.6.2-1.8-.1-.1-.3-.2-.6-.4Z"
    />
  ),
};

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
  return (
    <ul className={cn('flex flex-wrap gap-2', className)}>
      {SOCIAL_LINKS.map((link) => (
        <li key={link.id}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${BRAND.name} on ${link.label} (opens in a new tab)`}
            className="inline-flex size-9 items-center justify-center rounded-full bg-white/10 text-white/85 transition-colors outline-none hover:bg-white/20 hover:text-white focus-visible:ring-[3px] focus-visible:ring-white/60"
          >
            <svg viewBox="0 0 32 32" aria-hidden="true" className="size-4" fill="currentColor">
              {icons[link.id]}
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
