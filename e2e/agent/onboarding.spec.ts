import { expect, type APIRequestContext } from '@playwright/test';
import { test } from '../fixtures/test';
import {
  ADMIN_URL,
  AGENT_URL,
  apiSession,
  DEMO_ADMIN,
  expectOk,
  LONG_NAME,
  registerAgentViaApi,
  stepScreenshots,
  signedInPage,
} from '../fixtures';
import { waitForMail, type ReceivedMail } from '../fixtures/mailbox';

const shoot = stepScreenshots('onboarding');
const DAY = 86_400_000;

/** The admin publishes in Dubai (UTC+4), the agent reads in Kolkata (UTC+5:30): no zone is shared. */
const ADMIN_ZONE = 'Asia/Dubai';
const AGENT_ZONE = 'Asia/Kolkata';

/** `YYYY-MM-DD` of a day `days` from now (UTC), far enough ahead to sit after the demo's slots. */
function dayAhead(days: number): string {
  return new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
}

/** The `.ics` invitation attached to a message, as its unfolded content lines (RFC 5545 §3.1). */
function invitationLines(mail: ReceivedMail): string[] {
  const ics = mail.attachments.find(
    (part) => part.contentType.startsWith('text/calendar') || part.filename?.endsWith('.ics'),
  );
  expect(ics, `an .ics attachment on "${mail.subject}"`).toBeDefined();
  const lines = ics!.content.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines).toContain('END:VCALENDAR');
  expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
  return lines;
}

function field(lines: string[], name: string): string | undefined {
  return lines
    .find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))
    ?.replace(/^[^:]*:/, '');
}

interface PublishedSlot {
  id: number;
  startsAt: string;
}

/** Set-up through the API where the console's form is not what is tested. */
async function publishSlot(
  admin: APIRequestContext,
  slot: { expertName: string; startsAt: string; capacity: number; meetingUrl: string },
): Promise<PublishedSlot> {
  const response = await admin.post('/api/admin/onboarding/slots', {
    data: { region: 'South Asia', durationMinutes: 30, ...slot },
  });
  await expectOk(response, 'POST /api/admin/onboarding/slots');
  return (await response.json()) as PublishedSlot;
}

test.describe('onboarding sessions', () => {
  test.describe.configure({ timeout: 180_000 });

  test('an admin publishes a slot; a new agent books it in their own zone, gets the .ics, moves and cancels; a full slot is refused; a withdrawn slot cancels its booking', async ({
    browser,
  }) => {
    const run = Date.now().toString(36);
    const expert = `Aisha Rahman ${run}`;
    const otherExpert = `Omar Haddad ${run}`;
    const day = dayAhead(30);
    const meetingUrl = `https://meet.example.com/onboarding-${run}`;
    const adminApi = await apiSession(DEMO_ADMIN);
    const { api: agentApi, agent } = await registerAgentViaApi(LONG_NAME);
    const me = (await (await agentApi.get('/api/user')).json()) as { approvalStatus: string };
    expect(me.approvalStatus).toBe('approved');

    const admin = await signedInPage(browser, adminApi, ADMIN_URL, { timezoneId: ADMIN_ZONE });
    const page = await signedInPage(browser, agentApi, AGENT_URL, { timezoneId: AGENT_ZONE });
    try {
      // 1. The admin publishes 10:00 Dubai time (06:00 UTC) in the console.
      await admin.goto('/onboarding');
      const form = admin.getByRole('form', { name: 'Publish an onboarding slot' });
      await expect(form).toBeVisible({ timeout: 30_000 });
      await expect(form.getByText('In your time zone: Asia/Dubai (GMT+4)')).toBeVisible();
      await form.getByRole('textbox', { name: 'Expert', exact: true }).fill(expert);
      await form.getByRole('textbox', { name: 'Region' }).fill('South Asia');
      await form.getByRole('textbox', { name: 'Starts' }).fill(`${day}T10:00`);
      await form.getByRole('spinbutton', { name: 'Length (minutes)' }).fill('45');
      await form.getByRole('spinbutton', { name: 'Seats' }).fill('3');
      await form.getByRole('textbox', { name: 'Online meeting link' }).fill(meetingUrl);
      await form.getByRole('button', { name: 'Publish slot' }).click();
      await expect(admin.getByText('Slot published', { exact: true })).toBeVisible();
      const sessions = admin.getByRole('list', { name: 'Upcoming sessions' });
      await expect(sessions.getByRole('listitem').filter({ hasText: expert })).toContainText(
        '10:00–10:45',
      );

      // 2. The agent is invited on the dashboard and sees the slot at 11:30 Kolkata time.
      await page.goto('/dashboard');
      const prompt = page.getByRole('status').filter({ hasText: 'Welcome aboard!' });
      await expect(prompt).toBeVisible({ timeout: 30_000 });
      await prompt.getByRole('link', { name: 'Book a session' }).click();
      await expect(page).toHaveURL(/\/dashboard\/onboarding$/);
      // Chromium names the zone by its older alias.
      await expect(page.getByText(/^Asia\/(Kolkata|Calcutta) \(GMT\+5:30\)$/)).toBeVisible();
      const row = page.getByRole('listitem').filter({ hasText: expert });
      await expect(row).toContainText('11:30–12:15');
      await expect(row).toContainText('3 of 3 seats left');
      await shoot(page, '01-agent-open-times');

      // 3. The agent books it; the booking e-mail carries the invitation.
      const bookedAt = new Date();
      await row.getByRole('button', { name: `Book 11:30 with ${expert}` }).click();
      await expect(page.getByText('Session booked', { exact: true })).toBeVisible();
      const booking = page.getByRole('heading', { name: 'Your onboarding session' });
      await expect(booking).toBeVisible();
      await expect(page.getByRole('link', { name: 'Join online' })).toHaveAttribute(
        'href',
        meetingUrl,
      );
      await expect(row).toContainText('Your session');
      const bookedMail = await waitForMail(agent.email, /onboarding session is booked/, {
        after: bookedAt,
        timeoutMs: 60_000,
      });
      const request = invitationLines(bookedMail);
      expect(field(request, 'METHOD')).toBe('REQUEST');
      expect(field(request, 'DTSTART')).toBe(`${day.replaceAll('-', '')}T060000Z`);
      expect(field(request, 'DTEND')).toBe(`${day.replaceAll('-', '')}T064500Z`);
      expect(field(request, 'SEQUENCE')).toBe('0');
      expect(field(request, 'LOCATION')).toBe(meetingUrl);
      expect(field(request, 'URL')).toBe(meetingUrl);
      const uid = field(request, 'UID');
      expect(uid).toMatch(/^onboarding-booking-\d+@/);
      expect(
        request.some(
          (line) => line.startsWith('ATTENDEE') && line.toLowerCase().includes(agent.email),
        ),
      ).toBe(true);
      await shoot(page, '02-agent-booked');

      // 4. Another slot (set up through the API) the agent moves to: same UID, next sequence.
      const later = await publishSlot(adminApi, {
        expertName: otherExpert,
        startsAt: `${dayAhead(31)}T08:00:00.000Z`,
        capacity: 2,
        meetingUrl: `${meetingUrl}-later`,
      });
      await page.reload();
      const laterRow = page.getByRole('listitem').filter({ hasText: otherExpert });
      await expect(laterRow).toContainText('13:30–14:00');
      const movedAt = new Date();
      await laterRow
        .getByRole('button', { name: `Move my session to 13:30 with ${otherExpert}` })
        .click();
      await expect(page.getByText('Session moved', { exact: true })).toBeVisible();
      await expect(laterRow).toContainText('Your session');
      await expect(row).toContainText('3 of 3 seats left');
      const moved = invitationLines(
        await waitForMail(agent.email, /onboarding session is moved/, {
          after: movedAt,
          timeoutMs: 60_000,
        }),
      );
      expect(field(moved, 'METHOD')).toBe('REQUEST');
      expect(field(moved, 'UID')).toBe(uid);
      expect(field(moved, 'SEQUENCE')).toBe('1');
      expect(field(moved, 'DTSTART')).toBe(`${dayAhead(31).replaceAll('-', '')}T080000Z`);

      // 5. The agent cancels: the invitation is withdrawn and they are invited to book again.
      const cancelledAt = new Date();
      await page.getByRole('button', { name: 'Cancel session' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel session' }).click();
      await expect(page.getByText('Session cancelled', { exact: true })).toBeVisible();
      await expect(booking).toHaveCount(0);
      await expect(laterRow.getByRole('button', { name: /^Book 13:30/ })).toBeVisible();
      const cancel = invitationLines(
        await waitForMail(agent.email, /onboarding session is cancelled/, {
          after: cancelledAt,
          timeoutMs: 60_000,
        }),
      );
      expect(field(cancel, 'METHOD')).toBe('CANCEL');
      expect(field(cancel, 'STATUS')).toBe('CANCELLED');
      expect(field(cancel, 'UID')).toBe(uid);
      expect(field(cancel, 'SEQUENCE')).toBe('2');

      // 6. A one-seat slot taken by another agent while the page is open: the 409's message shows.
      const last = await publishSlot(adminApi, {
        expertName: `Grace Wanjiru ${run}`,
        startsAt: `${dayAhead(32)}T09:00:00.000Z`,
        capacity: 1,
        meetingUrl: `${meetingUrl}-full`,
      });
      await page.reload();
      const lastRow = page.getByRole('listitem').filter({ hasText: `Grace Wanjiru ${run}` });
      await expect(lastRow).toContainText('1 of 1 seats left');
      const { api: otherAgent } = await registerAgentViaApi();
      try {
        await expectOk(
          await otherAgent.post('/api/onboarding/bookings', { data: { slotId: last.id } }),
          'POST /api/onboarding/bookings (the last seat)',
        );
      } finally {
        await otherAgent.dispose();
      }
      await lastRow.getByRole('button', { name: /^Book 14:30/ }).click();
      await expect(page.getByText('Could not book this time', { exact: true })).toBeVisible();
      await expect(
        page.getByText('This onboarding slot is full: choose another time', { exact: true }),
      ).toBeVisible();
      await expect(lastRow).toContainText('No seats left');
      await expect(lastRow.getByText('Full', { exact: true })).toBeVisible();

      // 7. The agent books the later slot again; the admin withdraws it in the console, and the
      // agent's invitation is cancelled (docs/decisions/073-onboarding-slot-changes.md).
      const rebooked = await agentApi.post('/api/onboarding/bookings', {
        data: { slotId: later.id },
      });
      await expectOk(rebooked, 'POST /api/onboarding/bookings (the later slot)');
      const rebookedId = ((await rebooked.json()) as { id: number }).id;
      await admin.reload();
      const laterSession = sessions.getByRole('listitem').filter({ hasText: otherExpert }).first();
      await expect(laterSession).toContainText(agent.email);
      await expect(laterSession.getByRole('button', { name: /^Edit the slot/ })).toHaveCount(0);
      const withdrawnAt = new Date();
      await laterSession.getByRole('button', { name: /^Withdraw the slot of/ }).click();
      await admin.getByRole('alertdialog').getByRole('button', { name: 'Withdraw slot' }).click();
      await expect(admin.getByText('Slot withdrawn', { exact: true })).toBeVisible();
      await expect(sessions.getByRole('listitem').filter({ hasText: otherExpert })).toHaveCount(0);
      const withdrawnMail = await waitForMail(agent.email, /onboarding session is cancelled/, {
        after: withdrawnAt,
        timeoutMs: 60_000,
      });
      expect(withdrawnMail.text).toContain('was withdrawn');
      const withdrawn = invitationLines(withdrawnMail);
      expect(field(withdrawn, 'METHOD')).toBe('CANCEL');
      expect(field(withdrawn, 'UID')).toBe(uid!.replace(/\d+@/, `${rebookedId}@`));
      await page.reload();
      await expect(page.getByRole('listitem').filter({ hasText: otherExpert })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Your onboarding session' })).toHaveCount(0);
    } finally {
      await admin.context().close();
      await page.context().close();
      await adminApi.dispose();
      await agentApi.dispose();
    }
  });
});
