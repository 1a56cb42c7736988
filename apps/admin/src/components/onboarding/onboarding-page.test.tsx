// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { trpcServerError, type FakeHandlers } from '@uniguide/client/testing';
import { clearToasts, renderLoadedPage } from '@uniguide/client/testing/page';
import type { AdminOnboardingSlot } from '@uniguide/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { OnboardingPage } from './onboarding-page';

const DAY = 86_400_000;
const open: AdminOnboardingSlot = {
  id: 11,
  expertName: 'Aisha Rahman',
  expertEmail: null,
  region: 'South Asia',
  startsAt: new Date(Date.now() + 3 * DAY).toISOString(),
  durationMinutes: 45,
  capacity: 4,
  seatsLeft: 4,
  meetingUrl: 'https://meet.example.com/open',
  bookings: [],
};
const booked: AdminOnboardingSlot = {
  ...open,
  id: 12,
  expertName: 'Omar Haddad',
  region: 'GCC',
  seatsLeft: 3,
  meetingUrl: 'https://meet.example.com/booked',
  bookings: [
    {
      id: 90,
      status: 'booked',
      userId: 5,
      agentName: 'Mohammed Abdulrahman Al-Hashimi Bin Rashid',
      agentEmail: 'mohammed@example.com',
      agencyName: 'Al-Hashimi Education',
      bookedAt: new Date().toISOString(),
    },
  ],
};

function handlers(overrides: FakeHandlers = {}): FakeHandlers {
  return {
    'admin.onboarding.list': () => [open, booked],
    'admin.onboarding.updateSlot': (input) => ({ ...open, ...(input as object), seatsLeft: 4 }),
    'admin.onboarding.withdrawSlot': (input) => ({
      id: Number((input as { id: number }).id),
      cancelledBookings: 1,
    }),
    ...overrides,
  };
}

afterEach(() => {
  clearToasts();
  cleanup();
});

const sessionOf = (expert: string) =>
  within(screen.getByRole('list', { name: 'Upcoming sessions' }))
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes(expert))!;

describe('<OnboardingPage /> (admin)', () => {
  it('offers Edit only for a slot nobody has booked, and saves the whole slot with its id', async () => {
    const page = await renderLoadedPage(<OnboardingPage />, { handlers: handlers() });
    await screen.findByText('Aisha Rahman');
    const bookedSession = sessionOf('Omar Haddad');
    expect(within(bookedSession).queryByRole('button', { name: /^Edit the slot/ })).toBeNull();
    fireEvent.click(
      within(sessionOf('Aisha Rahman')).getByRole('button', { name: /^Edit the slot/ }),
    );

    const form = await screen.findByRole('form', { name: 'Edit the onboarding slot' });
    expect(within(form).getByRole('textbox', { name: 'Expert' })).toHaveProperty(
      'value',
      'Aisha Rahman',
    );
    fireEvent.change(within(form).getByRole('textbox', { name: 'Region' }), {
      target: { value: 'East Africa' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Slot updated');
    const [call] = page.callsTo('admin.onboarding.updateSlot');
    expect(call?.input).toMatchObject({
      id: 11,
      expertName: 'Aisha Rahman',
      region: 'East Africa',
      durationMinutes: 45,
      capacity: 4,
      meetingUrl: 'https://meet.example.com/open',
    });
    // The start goes back as the same instant (the form holds it in the browser's own zone).
    expect(Date.parse((call?.input as { startsAt: string }).startsAt)).toBe(
      Math.floor(Date.parse(open.startsAt) / 60_000) * 60_000,
    );
    expect(await screen.findByRole('form', { name: 'Publish an onboarding slot' })).toBeTruthy();
  });

  it('withdraws a booked slot after confirming, and shows the refusal of one that has started', async () => {
    const page = await renderLoadedPage(<OnboardingPage />, { handlers: handlers() });
    await screen.findByText('Omar Haddad');
    fireEvent.click(
      within(sessionOf('Omar Haddad')).getByRole('button', { name: /^Withdraw the slot of/ }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Every agent booked on it gets a cancellation');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw slot' }));
    await screen.findByText('Slot withdrawn');
    expect(screen.getByText('1 booked agent was told and can book another time.')).toBeTruthy();
    expect(page.callsTo('admin.onboarding.withdrawSlot').map((call) => call.input)).toEqual([
      { id: 12 },
    ]);
  });

  it('shows the server’s message when a withdrawal is refused', async () => {
    await renderLoadedPage(<OnboardingPage />, {
      handlers: handlers({
        'admin.onboarding.withdrawSlot': () => {
          throw trpcServerError(
            'This slot has already started: it can no longer be changed or withdrawn',
            409,
          );
        },
      }),
    });
    await screen.findByText('Aisha Rahman');
    fireEvent.click(
      within(sessionOf('Aisha Rahman')).getByRole('button', { name: /^Withdraw the slot of/ }),
    );
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Withdraw slot' }),
    );
    await waitFor(() =>
      expect(
        screen.getByText('This slot has already started: it can no longer be changed or withdrawn'),
      ).toBeTruthy(),
    );
    expect(screen.getByText('The slot could not be withdrawn')).toBeTruthy();
  });
});
