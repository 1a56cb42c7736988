import { SiteFooter } from './site-footer';
import { WhatsAppLink } from './whatsapp-link';

/**
 * What every public page shows after its content: the footer and the floating WhatsApp link. The
 * layout fetches it once the page has rendered, so pages without the layout (/auth) do not carry it
 * (docs/decisions/012-first-page-javascript.md).
 */
export function PublicPageEnd() {
  return (
    <>
      <SiteFooter />
      <WhatsAppLink />
    </>
  );
}
