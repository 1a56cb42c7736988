import { BRAND } from '@uniguide/domain';
import { SocialGlyph } from './social-glyph';

export const WHATSAPP_URL = `https://wa.me/${BRAND.whatsappNumber}`;

/** Floating chat link, bottom right on every public page; clear of the page's own buttons. */
export function WhatsAppLink() {
  return (
    <a
      href={WHATSAPP_URL}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Chat with ${BRAND.name} on WhatsApp (opens in a new tab)`}
      title="Chat with us on WhatsApp"
      className="fixed right-4 bottom-4 z-30 inline-flex size-14 items-center justify-center rounded-full bg-[#1f9e4f] text-white shadow-lg transition-transform outline-none hover:scale-105 focus-visible:ring-4 focus-visible:ring-ring/60 sm:right-6 sm:bottom-6 print:hidden"
    >
      <SocialGlyph name="whatsapp-chat" className="size-7" />
    </a>
  );
}
