import { expect } from '@playwright/test';
import { test } from '../fixtures/test';
import { AGENT_URL, apiContext, logIn, registerAgentViaApi } from '../fixtures';
import { linkIn, waitForMail } from '../fixtures/mailbox';

test.describe('forgot password, by e-mail', () => {
  // Sign-up, a reset and two sign-ins hash passwords, and the e-mail goes through the job queue.
  test.describe.configure({ timeout: 90_000 });

  test('an agent waiting out wrong passwords asks for a link, reads the mail, resets and signs in', async ({
    page,
  }) => {
    const { agent } = await registerAgentViaApi();
    const started = new Date();

    // Five wrong passwords from this browser's address: it has to wait (the account is not locked).
    const api = await apiContext();
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await api.post('/api/login', {
        data: { username: agent.email, password: `wrong-${attempt}` },
      });
      expect(response.status()).toBe(401);
    }
    await page.goto('/auth');
    const signIn = page.getByRole('form', { name: 'Sign in' });
    await signIn.getByLabel(/^email/i).fill(agent.email);
    await signIn.getByLabel(/^password/i).fill(agent.password);
    await signIn.getByRole('button', { name: /^(log ?in|sign ?in)$/i }).click();
    // Inline in the form (the failure's toast says the same, when it has arrived).
    await expect(
      signIn.getByText(/^Too many failed sign-in attempts\. Please try again in/),
    ).toBeVisible();

    // Forgot password? → the same answer for every address.
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/forgot-password');
    const forgot = page.getByRole('form', { name: 'Reset your password' });
    await forgot.getByLabel('Email').fill(agent.email);
    await forgot.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(
      page.getByText(
        'If an account exists for that email, we have sent a link to reset its password. The link works for 30 minutes.',
        { exact: true },
      ),
    ).toBeVisible();

    // The mail, as the SMTP server received it.
    const mail = await waitForMail(agent.email, /^Reset your UniGuide password$/, {
      after: started,
    });
    const link = linkIn(mail, `${AGENT_URL}/reset-password?token=`);
    await page.goto(link);
    const reset = page.getByRole('form', { name: 'Choose a new password' });
    await reset.getByLabel('New password', { exact: true }).fill('a new e2e passphrase');
    await reset.getByLabel('Confirm new password').fill('a new e2e passphrase');
    await reset.getByRole('button', { name: 'Set New Password' }).click();
    await expect(
      page.getByText('Your password has been reset. Please sign in with your new password.', {
        exact: true,
      }),
    ).toBeVisible();
    await waitForMail(agent.email, /^Your UniGuide password was changed$/, { after: started });

    // The link is used up.
    await page.goto(link);
    await reset.getByLabel('New password', { exact: true }).fill('another passphrase');
    await reset.getByLabel('Confirm new password').fill('another passphrase');
    await reset.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page.getByRole('alert')).toBeVisible();

    // The new password signs in from this browser at once.
    await logIn(page, { email: agent.email, password: 'a new e2e passphrase' });
    await expect(page).toHaveURL((url) => url.pathname.startsWith('/dashboard'));
  });
});
