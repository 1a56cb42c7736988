import { BRAND } from '@uniguide/domain';
import { describe, expect, it } from 'vitest';
import { isTemplateName, renderEmail, templates } from './index';

describe('e-mail templates', () => {
  it('renders the password reset link in HTML and text, with the brand', async () => {
    const url = 'https://agents.example.com/reset-password?token=abc123';
    const mail = await renderEmail('password_reset', {
      firstName: 'Lina',
      resetUrl: url,
      validMinutes: 30,
    });
    expect(mail.subject).toBe(`Reset your ${BRAND.name} password`);
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.html).toContain('Hello Lina,');
    expect(mail.text).toContain(url);
    expect(mail.text).toContain('30 minutes');
    expect(mail.text).not.toContain('<');
  });

  it('escapes what users typed into names and notification bodies', async () => {
    const mail = await renderEmail('notification_updates', {
      firstName: '<script>x</script>',
      items: [
        { title: 'Application status changed', body: 'A & <b>B</b>', url: 'https://a.example/x' },
      ],
      unsubscribe: [{ label: 'Application Updates e-mails', url: 'https://a.example/u' }],
      preferencesUrl: 'https://a.example/p',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>B</b>');
    expect(mail.subject).toBe(`Application status changed – ${BRAND.name}`);
    expect(mail.html).toContain('https://a.example/u');
  });

  it('names a batch by its size', async () => {
    const item = { title: 'T', body: null, url: 'https://a.example/x' };
    const mail = await renderEmail('notification_updates', {
      items: [item, item],
      unsubscribe: [],
      preferencesUrl: 'https://a.example/p',
    });
    expect(mail.subject).toBe(`2 updates on your ${BRAND.name} applications`);
    const marketing = await renderEmail('notification_updates', {
      items: [item, item],
      unsubscribe: [],
      preferencesUrl: 'https://a.example/p',
      about: 'marketing',
    });
    expect(marketing.subject).toBe(`2 new marketing materials – ${BRAND.name}`);
    expect(marketing.html).toContain('New marketing materials');
    const digest = await templates.notification_digest({
      day: '26 November 2026',
      items: [item],
      unsubscribe: [],
      preferencesUrl: 'https://a.example/p',
    });
    expect(digest.subject).toBe(`Your ${BRAND.name} daily digest: 1 update`);
  });

  it('knows its template names', () => {
    expect(isTemplateName('password_changed')).toBe(true);
    expect(isTemplateName('toString')).toBe(false);
  });
});
