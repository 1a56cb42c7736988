import { BRAND, BRAND_COLORS } from '@uniguide/domain';
import { describe, expect, it } from 'vitest';
import { renderEmail } from './index';

describe('account e-mail templates', () => {
  it('puts the verification link in HTML and text', async () => {
    const url = 'https://agents.example.com/verify-email?token=abc';
    const mail = await renderEmail('verify_email', {
      firstName: 'Lina',
      verifyUrl: url,
      validDays: 3,
    });
    expect(mail.subject).toBe(`Verify your ${BRAND.name} email address`);
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.text).toContain(url);
    expect(mail.text).toContain('3 days');
  });

  it('tells the old address where the account went', async () => {
    const mail = await renderEmail('email_changed', { newEmail: 'new@example.com' });
    expect(mail.text).toContain('new@example.com');
    expect(mail.subject).toBe(`Your ${BRAND.name} email address was changed`);
  });

  it('words approval and decline differently, with the reason escaped', async () => {
    const approved = await renderEmail('agent_approval', {
      decision: 'approved',
      dashboardUrl: 'https://agents.example.com/dashboard',
    });
    expect(approved.subject).toBe(`Your ${BRAND.name} account is approved`);
    expect(approved.html).toContain('https://agents.example.com/dashboard');
    const declined = await renderEmail('agent_approval', {
      decision: 'declined',
      reason: 'No <b>licence</b>',
      dashboardUrl: 'https://agents.example.com/dashboard',
    });
    expect(declined.subject).toBe(`Your ${BRAND.name} account was not approved`);
    expect(declined.text).toContain('Reason: No <b>licence</b>');
    expect(declined.html).not.toContain('<b>licence</b>');
  });

  it('names the inviter and what the invitee joins', async () => {
    const mail = await renderEmail('invitation', {
      inviterName: 'Noor Saleh',
      agencyName: 'Falcon Education',
      role: 'counsellor',
      acceptUrl: 'https://agents.example.com/join?token=x',
      validDays: 7,
    });
    expect(mail.subject).toBe(`Noor Saleh invited you to Falcon Education on ${BRAND.name}`);
    expect(mail.text).toContain('https://agents.example.com/join?token=x');
    expect(mail.text).toContain('7 days');
    // The brand's teal and gold, not another product's blue.
    expect(mail.html).toContain(BRAND_COLORS.primary);
    expect(mail.html).toContain(BRAND_COLORS.highlight);
    expect(mail.html).not.toContain('#1d4ed8');
  });

  it('lists the overdue agents for admins, escaped, with the way to the queue', async () => {
    const one = await renderEmail('approval_overdue', {
      firstName: 'Sara',
      agents: [{ name: 'Amira <i>Haddad</i>', email: 'amira@example.com', hoursWaiting: 50 }],
      approvalsUrl: 'https://admin.example.com/approvals',
    });
    expect(one.subject).toBe('An agent has waited over 48 hours for approval');
    expect(one.text).toContain('Amira <i>Haddad</i> (amira@example.com) — waiting 50 hours');
    expect(one.html).not.toContain('<i>Haddad</i>');
    expect(one.text).toContain('https://admin.example.com/approvals');
    const two = await renderEmail('approval_overdue', {
      agents: [
        { name: 'A', email: 'a@example.com', hoursWaiting: 49 },
        { name: 'B', email: 'b@example.com', hoursWaiting: 72 },
      ],
      approvalsUrl: 'https://admin.example.com/approvals',
    });
    expect(two.subject).toBe('2 agents have waited over 48 hours for approval');
  });
});
