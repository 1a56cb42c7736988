import { useLingui } from '@lingui/react/macro';
import { useSession } from '@uniguide/client';
import { BRAND } from '@uniguide/domain';
import { useHydrated } from '../../lib/use-hydrated';
import { SocialGlyph } from './social-glyph';

export const WHATSAPP_URL = `https://wa.me/${BRAND.whatsappNumber}`;

/**
 * Floating chat link, bottom right on the public pages, for visitors. A signed-in agent does not get
 * it: they talk to the admissions team on their applications, and on a program page the button would
 * sit over their commission (docs/product.md §3). The workspace never shows it.
 */
export function WhatsAppLink() {
  const { t } = useLingui();
  const session = useSession();
  // The footer hydrates when its chunk arrives, often after the session has: until then it must be
  // what the server rendered, which knew no session.
  const hydrated = useHydrated();
  if (!hydrated || session.data || session.isPending) return null;
  const brand = BRAND.name;
  return (
    <a
      href={WHATSAPP_URL}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t`Chat with ${brand} on WhatsApp (opens in a new tab)`}
      title={t`Chat with us on WhatsApp`}
      className="fixed end-4 bottom-4 z-30 inline-flex size-14 items-center justify-center rounded-full bg-[#1f9e4f] text-white shadow-lg transition-transform outline-none hover:scale-105 focus-visible:ring-4 focus-visible:ring-ring/60 sm:end-6 sm:bottom-6 print:hidden"
    >
      <SocialGlyph name="whatsapp-chat" className="size-7" />
    </a>
  );
}
