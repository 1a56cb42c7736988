import { BRAND } from '@uniguide/domain';

/** WhatsApp's chat bubble glyph, drawn here so no third-party asset is loaded. */
function WhatsAppGlyph({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className} fill="currentColor">
      <path
        fillRule="evenodd"
        d="M16 3C8.8 3 3 8.7 3 15.8c0 2.5.7 4.8 2 6.8L3.2 29l6.6-1.7c1.9 1 4 1.6 6.2 1.6 7.2 0 13-5.7 13-12.8S23.2 3 16 3Zm0 23.6c-2 0-3.9-.5-5.5-1.5l-.4-.2-3.9 1 1-3.8-.3-.4a10.5 10.5 0 0 1-1.7-5.9C5.2 9.9 10 5.2 16 5.2s10.8 4.7 10.8 10.6S22 26.6 16 26.6Z"
      />
      <path d="M22 18.8c-.3-.2-2-1-2.3-1.1-.3-.1-.5-.2-.8.2l-1 1.3c-.2.2-.4.2-.7.1a8.7 8.7 0 0 1-4.3-3.8c-.3-.6.3-.5.9-1.7.1-.2 0-.4 0-.6l-1-2.5c-.3-.7-.6-.6-.8-.6h-.7c-.2 0-.6.1-1 .5-.3.4-1.3 1.3-1.3 3.1s1.4 3.6 1.5 3.9c.2.2 2.7 4.1 6.5 5.7 2.4 1 3.4 1.1 4.6.9.7-.1 2.2-.9 2.5-1.8.3-.9.3-1.6.2-1.8-.1-.1-.3-.2-.6-.4Z" />
    </svg>
  );
}

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
      <WhatsAppGlyph className="size-7" />
    </a>
  );
}
