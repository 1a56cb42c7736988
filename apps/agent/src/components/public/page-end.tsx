import { SiteFooter } from './site-footer';
import { WhatsAppLink } from './whatsapp-link';

/**
 * What every public page shows after its content: the footer and the floating WhatsApp link. The
 * layout fetches it when the reader reaches it (its server HTML shows meanwhile), so a first page does
 * not carry it, nor do pages without the layout (/auth) (docs/decisions/085-first-page-javascript.md).
 */
export function PublicPageEnd() {
  return (
    <>
      <SiteFooter />
      <WhatsAppLink />
    </>
  );
}
