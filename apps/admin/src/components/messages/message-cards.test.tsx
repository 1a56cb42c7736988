// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToasts, renderLoadedPage } from '@uniguide/client/testing/page';
import type { ContactMessageItem } from '../catalogue/catalogue-types';
import { MessageCards } from './message-cards';

afterEach(() => {
  clearToasts();
  cleanup();
});

const long =
  'Hello, I would like to know more about the deadlines for the September intake at every university.';
const message: ContactMessageItem = {
  id: 5,
  name: 'Layla Haddad',
  email: 'layla@example.com',
  subject: 'Deadlines for the September intake',
  message: long,
  createdAt: '2026-03-01T09:00:00.000Z',
  ipAddress: null,
  handledAt: null,
  handledBy: null,
};

describe('<MessageCards />', () => {
  it('shows sender, date, subject, message, status and the handled toggle', async () => {
    const { callsTo } = await renderLoadedPage(
      <MessageCards
        messages={[
          message,
          { ...message, id: 6, message: 'Short note', handledAt: '2026-03-02T09:00:00.000Z' },
        ]}
      />,
      {
        handlers: {
          'admin.contactMessage.setHandled': () => ({
            ...message,
            handledAt: '2026-03-03T09:00:00.000Z',
          }),
        },
      },
    );
    const [open, handled] = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole(
      'listitem',
    );
    expect(within(open!).getByText('Layla Haddad')).toBeTruthy();
    expect(
      within(open!).getByRole('link', { name: 'layla@example.com' }).getAttribute('href'),
    ).toBe('mailto:layla@example.com');
    expect(within(open!).getByText(message.subject)).toBeTruthy();
    expect(within(open!).getByText(long)).toBeTruthy();
    expect(within(open!).getByText('Open')).toBeTruthy();
    expect(within(handled!).getByText('Short note')).toBeTruthy();
    expect(within(handled!).getByText('Handled')).toBeTruthy();
    expect(
      within(handled!).getByRole('button', { name: 'Reopen message from Layla Haddad' }),
    ).toBeTruthy();

    fireEvent.click(
      within(open!).getByRole('button', { name: 'Mark handled: message from Layla Haddad' }),
    );
    await waitFor(() =>
      expect(callsTo('admin.contactMessage.setHandled')[0]?.input).toEqual({
        id: 5,
        handled: true,
      }),
    );
    expect(await screen.findByText('Marked as handled')).toBeTruthy();
  });

  it('says so when there is none', async () => {
    await renderLoadedPage(<MessageCards messages={[]} />);
    expect(screen.getByText('No messages')).toBeTruthy();
  });
});
