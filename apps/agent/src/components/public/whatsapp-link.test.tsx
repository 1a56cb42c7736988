// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { fakeUser } from '@uniguide/client/testing';
import { renderPage } from '@uniguide/client/testing/page';
import { afterEach, describe, expect, it } from 'vitest';
import { WhatsAppLink } from './whatsapp-link';

afterEach(() => cleanup());

describe('<WhatsAppLink />', () => {
  it('floats the chat link for visitors', async () => {
    renderPage(<WhatsAppLink />, { handlers: { 'auth.me': () => null } });
    expect(await screen.findByRole('link', { name: /on WhatsApp/ })).toBeTruthy();
  });

  it('is not shown to a signed-in agent, whose program pages carry their commission there', async () => {
    renderPage(
      <>
        <WhatsAppLink />
        <p>Page loaded</p>
      </>,
      { handlers: { 'auth.me': () => fakeUser({ id: 7, username: 'agent@agency.test' }) } },
    );
    expect(await screen.findByText('Page loaded')).toBeTruthy();
    // Once the session has answered, still no link.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('link', { name: /on WhatsApp/ })).toBeNull();
  });
});
