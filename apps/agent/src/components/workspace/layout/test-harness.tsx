import type { ReactNode } from 'react';
import type { FakeHandlers } from '@uniguide/client/testing';
import { renderLoadedPage } from '@uniguide/client/testing/page';

/**
 * Renders a workspace component as the page at `url` through client's `renderLoadedPage`: the fake
 * tRPC link behind it, the toaster mounted, and any other address a stand-in page, so following a
 * link can be observed through `router.state.location`. Resolves once the page is on screen.
 */
export function renderWorkspace(
  ui: ReactNode,
  handlers: FakeHandlers,
  { url = '/dashboard' }: { url?: string } = {},
) {
  return renderLoadedPage(ui, { handlers, path: new URL(url, 'http://test.local').pathname, url });
}
