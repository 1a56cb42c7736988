import { readFileSync } from 'node:fs';
import { msg } from '@lingui/core/runtime-macro';
import { BRAND } from '@uniguide/domain';
import { describe, expect, it } from 'vitest';
import { renderEmail, templates, type TemplateName, type TemplateProps } from './index';
import { messages as arabic } from './locales/ar/messages';
import { messages as english } from './locales/en/messages';

const ARABIC_LETTER = /[\u0600-\u06FF]/;

const reset = { firstName: 'Lina', resetUrl: 'https://a.example/r?t=1', validMinutes: 30 };

/** One example of each template, to render in both languages. */
const EXAMPLES: { [N in TemplateName]: TemplateProps<N> } = {
  password_reset: reset,
  password_changed: { firstName: 'Lina', signInUrl: 'https://a.example/s' },
  verify_email: { firstName: 'Lina', verifyUrl: 'https://a.example/v', validDays: 3 },
  email_changed: { firstName: 'Lina', newEmail: 'new@example.com' },
  agent_approval: {
    decision: 'declined',
    reason: 'No licence',
    dashboardUrl: 'https://a.example/d',
  },
  invitation: {
    inviterName: 'Noor Saleh',
    agencyName: 'Falcon Education',
    role: 'counsellor',
    acceptUrl: 'https://a.example/j',
    validDays: 7,
  },
  approval_overdue: {
    agents: [{ name: 'Amira Haddad', email: 'amira@example.com', hoursWaiting: 50 }],
    approvalsUrl: 'https://a.example/ap',
  },
  student_link: {
    studentFirstName: 'Omar',
    agencyName: 'Falcon Education',
    linkUrl: 'https://a.example/p/x',
    validUntil: '28 ديسمبر 2026',
  },
  notification_updates: {
    items: [
      { title: 'T', body: null, url: 'https://a.example/x' },
      { title: 'U', body: 'b', url: 'https://a.example/y' },
    ],
    unsubscribe: [
      {
        label: 'Application Updates e-mails',
        preference: 'applicationUpdates',
        url: 'https://a.example/u',
      },
    ],
    preferencesUrl: 'https://a.example/p',
  },
  notification_digest: {
    day: '26 نوفمبر 2026',
    items: [{ title: 'T', body: null, url: 'https://a.example/x' }],
    unsubscribe: [],
    preferencesUrl: 'https://a.example/p',
  },
  onboarding_session: {
    change: 'booked',
    audience: 'agent',
    agentName: 'Lina Haddad',
    agentEmail: 'lina@example.com',
    expertName: 'Sam',
    region: 'GCC',
    when: 'الثلاثاء، 1 ديسمبر 2026، 09:00 UTC',
    durationMinutes: 45,
    meetingUrl: 'https://meet.example/x',
    manageUrl: 'https://a.example/m',
  },
};

const names = Object.keys(EXAMPLES) as TemplateName[];

describe('e-mails in Arabic', () => {
  it('writes an Arabic user’s reset e-mail right to left, with the name isolated', async () => {
    const mail = await renderEmail('password_reset', reset, 'ar');
    expect(mail.subject).toBe(`أعد تعيين كلمة مرور حسابك في \u2068${BRAND.name}\u2069`);
    expect(mail.html).toContain('<html dir="rtl" lang="ar">');
    expect(mail.html).toContain('مرحبًا <bdi>Lina</bdi>،');
    expect(mail.text).toContain('لمدة 30 دقيقة');
    expect(mail.text).toContain('https://a.example/r?t=1');
  });

  it.each(names)('renders %s in Arabic: subject, HTML and text', async (name) => {
    const mail = await renderEmail(name, EXAMPLES[name] as never, 'ar');
    expect(mail.subject).toMatch(ARABIC_LETTER);
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.html).toContain('lang="ar"');
    // Every sentence of the template is translated: no English text of the catalog is left.
    const english = await renderEmail(name, EXAMPLES[name] as never, 'en');
    const sentences = english.text
      .split('\n')
      .filter((line) => /\b[A-Za-z]+ [a-z]+\b/.test(line) && !line.includes(BRAND.address));
    expect(sentences.length).toBeGreaterThan(0);
    for (const sentence of sentences) expect(mail.text).not.toContain(sentence);
  });

  it('writes every Arabic plural form, with Latin digits', async () => {
    const overdue = (count: number) =>
      templates.approval_overdue(
        {
          agents: Array.from({ length: count }, (_, i) => ({
            name: `A${i}`,
            email: `a${i}@example.com`,
            hoursWaiting: 49,
          })),
          approvalsUrl: 'https://a.example/ap',
        },
        'ar',
      );
    expect((await overdue(1)).subject).toBe('وكيل ينتظر الاعتماد منذ أكثر من 48 ساعة');
    expect((await overdue(2)).subject).toBe('وكيلان ينتظران الاعتماد منذ أكثر من 48 ساعة');
    expect((await overdue(3)).subject).toBe('3 وكلاء ينتظرون الاعتماد منذ أكثر من 48 ساعة');
    expect((await overdue(11)).subject).toBe('11 وكيلًا ينتظرون الاعتماد منذ أكثر من 48 ساعة');
  });

  it('names the unsubscribed e-mails in Arabic', async () => {
    const mail = await renderEmail('notification_updates', EXAMPLES.notification_updates, 'ar');
    expect(mail.text).toContain('إلغاء الاشتراك في رسائل تحديثات طلبات الالتحاق');
  });

  it('keeps English as it was: no language, null, an unknown one and "en" are the same bytes', async () => {
    const english = await renderEmail('password_reset', reset);
    expect(english.subject).toBe(`Reset your ${BRAND.name} password`);
    expect(english.html).toContain('<html dir="ltr" lang="en">');
    expect(english.html).not.toContain('<bdi>');
    for (const language of [null, 'fr', 'en'])
      expect(await renderEmail('password_reset', reset, language)).toEqual(english);
  });

  it('has a compiled catalog for every message of the PO files', () => {
    for (const [language, compiled] of [
      ['en', english],
      ['ar', arabic],
    ] as const) {
      const po = readFileSync(
        new URL(`./locales/${language}/messages.po`, import.meta.url),
        'utf8',
      );
      const ids = [...po.matchAll(/^msgid (".*")$/gm)]
        .map((match) => JSON.parse(match[1]!) as string)
        .filter((message) => message !== '')
        .map((message) => msg({ message }).id);
      expect(new Set(Object.keys(compiled))).toEqual(new Set(ids));
    }
  });
});
