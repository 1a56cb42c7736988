import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  ADMIN_URL,
  AGENT_URL,
  apiSession,
  DEMO_ADMIN,
  registerAgentViaApi,
  sessionCookies,
  stepScreenshots,
  uniqueEmail,
  useSessionCookies,
} from '../fixtures';
import { waitForMail, type ReceivedMail } from '../fixtures/mailbox';

const shoot = stepScreenshots('onboarding');

/** The day `daysAhead` from now in Dubai, as a datetime-local value at `time`. */
function dubaiLocal(daysAhead: number, time: string): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(
    new Date(Date.now() + daysAhead * 86_400_000),
  );
  return `${day}T${time}`;
}

/** The calendar invitation a message carries, unfolded into its lines. */
function invitation(mail: ReceivedMail): string[] {
  const part = mail.attachments.find((attachment) =>
    attachment.contentType.startsWith('text/calendar'),
  );
  expect(part, `an .ics invitation in "${mail.subject}"`).toBeTruthy();
  return part!.content.replace(/\r\n[ \t]/g, '').split(/\r?\n/);
}

const field = (lines: string[], name: string) =>
  lines.find((line) => line.startsWith(`${name}:`))?.slice(name.length + 1);

async function publishViaApi(
  admin: APIRequestContext,
  slot: { expertName: string; startsAt: Date; capacity: number },
): Promise<number> {
  const response = await admin.post('/api/admin/onboarding/slots', {
    data: {
      expertName: slot.expertName,
      region: 'GCC',
      startsAt: slot.startsAt.toISOString(),
      durationMinutes: 30,
      capacity: slot.capacity,
      meetingUrl: 'https://meet.example.com/e2e-quick',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

test.describe('onboarding with a regional expert', () => {
  test.describe.configure({ timeout: 180_000 });

  test('slot → booking → .ics in the mail → move → cancel; admins mark a session held', async ({
    browser,
  }) => {
    const stamp = Date.now();
    const expert = `Aisha Rahman ${stamp}`;
    const expertEmail = uniqueEmail('expert');
    const { api: agentApi, agent: signUp } = await registerAgentViaApi({
      firstName: 'Priya',
      lastName: 'Raman',
    });
    const adminApi = await apiSession(DEMO_ADMIN);
    // The admin works from Dubai, the agent from India: each reads times in their own zone.
    const adminContext = await browser.newContext({ baseURL: ADMIN_URL, timezoneId: 'Asia/Dubai' });
    const agentContext = await browser.newContext({
      baseURL: AGENT_URL,
      timezoneId: 'Asia/Kolkata',
    });
    try {
      await useSessionCookies(adminContext, await sessionCookies(adminApi), ADMIN_URL);
      await useSessionCookies(agentContext, await sessionCookies(agentApi), AGENT_URL);
      const admin = await adminContext.newPage();
      const agent = await agentContext.newPage();

      // 1. The admin publishes two slots, 10:00 and 14:00 Dubai time, two days apart.
      await admin.goto('/onboarding');
      const form = admin.getByRole('form', { name: 'Publish an onboarding slot' });
      await expect(form).toBeVisible({ timeout: 30_000 });
      await expect(form).toContainText('In your time zone: Asia/Dubai (GMT+4)');
      for (const [days, time] of [
        [2, '10:00'],
        [3, '14:00'],
      ] as const) {
        await form.getByLabel('Expert', { exact: true }).fill(expert);
        await form.getByLabel("Expert's e-mail (optional)").fill(expertEmail);
        await form.getByLabel('Region').fill('South Asia');
        await form.getByLabel('Starts').fill(dubaiLocal(days, time));
        await form.getByLabel('Length (minutes)').fill('45');
        await form.getByLabel('Seats').fill('2');
        await form
          .getByLabel('Online meeting link')
          .fill('https://meet.example.com/onboarding-e2e');
        await form.getByRole('button', { name: 'Publish slot' }).click();
        await expect(admin.getByText('Slot published').first()).toBeVisible();
      }
      const upcoming = admin.getByRole('list', { name: 'Upcoming sessions' });
      const sessions = upcoming.getByRole('listitem').filter({ hasText: expert });
      await expect(sessions).toHaveCount(2);
      await expect(sessions.first()).toContainText('10:00–10:45');
      await expect(sessions.first()).toContainText('0 of 2 seats booked');
      await shoot(admin, '01-admin-publish');

      // 2. The newly approved agent is invited on every page, and reads the slots in India's time.
      await agent.goto('/dashboard');
      const prompt = agent.getByRole('status').filter({ hasText: 'onboarding session' });
      await expect(prompt).toBeVisible({ timeout: 30_000 });
      await shoot(agent, '02-agent-prompt');
      await prompt.getByRole('link', { name: 'Book a session' }).click();
      await expect(agent).toHaveURL(/\/dashboard\/onboarding$/);
      await expect(agent.getByText('Asia/Kolkata (GMT+5:30)')).toBeVisible();
      await expect(prompt).toHaveCount(0);
      const slotRows = agent.getByRole('listitem').filter({ hasText: expert });
      await expect(slotRows).toHaveCount(2);
      await expect(slotRows.first()).toContainText('11:30–12:15');
      await expect(slotRows.nth(1)).toContainText('15:30–16:15');
      await shoot(agent, '03-agent-slots');

      // 3. Booking the first: both sides get a METHOD:REQUEST invitation, sequence 0.
      const booked = new Date();
      await slotRows
        .first()
        .getByRole('button', { name: /^Book / })
        .click();
      await expect(agent.getByText('Session booked').first()).toBeVisible();
      const card = agent.getByText('Your onboarding session', { exact: true });
      await expect(card).toBeVisible();
      await expect(slotRows.first()).toContainText('Your session');
      await shoot(agent, '04-agent-booked');
      const request = await waitForMail(signUp.email, /onboarding session is booked/, {
        after: booked,
      });
      const requested = invitation(request);
      expect(field(requested, 'METHOD')).toBe('REQUEST');
      expect(field(requested, 'SEQUENCE')).toBe('0');
      const uid = field(requested, 'UID');
      expect(uid).toMatch(/^onboarding-booking-\d+@/);
      expect(request.text).toContain('https://meet.example.com/onboarding-e2e');
      const expertCopy = await waitForMail(expertEmail, /^Onboarding booked: Priya Raman/, {
        after: booked,
      });
      expect(field(invitation(expertCopy), 'UID')).toBe(uid);

      // 4. Moving to the second slot: the same event, METHOD:REQUEST, sequence 1.
      const moving = new Date();
      await slotRows
        .nth(1)
        .getByRole('button', { name: /^Move my session to/ })
        .click();
      await expect(agent.getByText('Session moved').first()).toBeVisible();
      await expect(slotRows.nth(1)).toContainText('Your session');
      const moved = invitation(
        await waitForMail(signUp.email, /onboarding session is moved/, { after: moving }),
      );
      expect([field(moved, 'METHOD'), field(moved, 'SEQUENCE'), field(moved, 'UID')]).toEqual([
        'REQUEST',
        '1',
        uid,
      ]);

      // 5. Cancelling: METHOD:CANCEL, sequence 2, and the invitation to book comes back.
      const cancelling = new Date();
      await agent.getByRole('button', { name: 'Cancel session' }).click();
      await agent.getByRole('alertdialog').getByRole('button', { name: 'Cancel session' }).click();
      await expect(agent.getByText('Session cancelled').first()).toBeVisible();
      await expect(card).toHaveCount(0);
      const cancelled = invitation(
        await waitForMail(signUp.email, /onboarding session is cancelled/, { after: cancelling }),
      );
      expect([
        field(cancelled, 'METHOD'),
        field(cancelled, 'SEQUENCE'),
        field(cancelled, 'UID'),
        field(cancelled, 'STATUS'),
      ]).toEqual(['CANCEL', '2', uid, 'CANCELLED']);
      await waitForMail(expertEmail, /^Onboarding cancelled: Priya Raman/, { after: cancelling });
      await agent.goto('/dashboard');
      await expect(prompt).toBeVisible();

      // 6. A full slot is refused with 409 in the API's error shape.
      const fullSlot = await publishViaApi(adminApi, {
        expertName: `Full ${stamp}`,
        startsAt: new Date(Date.now() + 86_400_000),
        capacity: 1,
      });
      expect(
        (await agentApi.post('/api/onboarding/bookings', { data: { slotId: fullSlot } })).status(),
      ).toBe(201);
      const { api: lateApi } = await registerAgentViaApi({ firstName: 'Late' });
      const refused = await lateApi.post('/api/onboarding/bookings', {
        data: { slotId: fullSlot },
      });
      expect(refused.status()).toBe(409);
      expect(await refused.json()).toEqual({
        message: 'This onboarding slot is full: choose another time',
        code: 'CONFLICT',
        issues: [],
      });

      // 7. A session that has started is marked held in the console's past sessions.
      const quickStart = new Date(Date.now() + 8_000);
      const quick = await publishViaApi(adminApi, {
        expertName: `Quick ${stamp}`,
        startsAt: quickStart,
        capacity: 3,
      });
      const quickBooking = await lateApi.post('/api/onboarding/bookings', {
        data: { slotId: quick },
      });
      expect(quickBooking.status()).toBe(201);
      await new Promise((resolve) =>
        setTimeout(resolve, quickStart.getTime() - Date.now() + 1_000),
      );
      await admin.reload();
      await admin.getByRole('tab', { name: 'Past' }).click();
      const past = admin
        .getByRole('list', { name: 'Past sessions' })
        .getByRole('listitem')
        .filter({ hasText: `Quick ${stamp}` })
        .first();
      await expect(past).toContainText('Booked');
      await past.getByRole('button', { name: /session held$/ }).click();
      await expect(past).toContainText('Held');
      await shoot(admin, '05-admin-past');
    } finally {
      await adminContext.close();
      await agentContext.close();
    }
  });
});
