import { createTestDatabase, testDrivers, type TestDatabase } from '@uniguide/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationInput,
  createMemoryStorage,
  seedProgram,
  signIn,
  type SignedIn,
} from '../../testing';
import { sendNotificationEmail } from '../notifications/email';
import { enqueueEmail } from './index';

const config = { publicAgentUrl: 'http://localhost:3000' };

describe.each(testDrivers())('e-mails in the recipient’s saved language on %s', (driver) => {
  let database: TestDatabase;
  const storage = createMemoryStorage();
  let english: SignedIn;
  let arabic: SignedIn;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    english = await signIn(database.db, storage, { firstName: 'Lina' });
    arabic = await signIn(database.db, storage, { firstName: 'Lina' });
    await arabic.caller.user.setLanguage({ language: 'ar' });
  });
  afterAll(async () => {
    await database.dispose();
  });

  const outboxOf = (userId: number) =>
    database.db
      .selectFrom('outbox')
      .selectAll()
      .where('userId', '=', userId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();

  const passwordChanged = (userId: number) =>
    database.db.transaction().execute((tx) =>
      enqueueEmail(tx, {
        to: `${userId}@example.com`,
        template: 'password_changed',
        props: { firstName: 'Lina', signInUrl: 'https://agents.test/auth' },
        userId,
      }),
    );

  it('writes to a user who chose Arabic in Arabic, right to left, and to the others in English', async () => {
    await passwordChanged(arabic.userId);
    await passwordChanged(english.userId);
    const inArabic = await outboxOf(arabic.userId);
    expect(inArabic.subject).toBe('تم تغيير كلمة مرور حسابك في \u2068UniGuide\u2069');
    expect(inArabic.html).toContain('<html dir="rtl" lang="ar">');
    expect(inArabic.html).toContain('مرحبًا <bdi>Lina</bdi>،');
    expect(inArabic.text).toContain('https://agents.test/auth');
    const inEnglish = await outboxOf(english.userId);
    expect(inEnglish.subject).toBe('Your UniGuide password was changed');
    expect(inEnglish.html).toContain('<html dir="ltr" lang="en">');
    expect(inEnglish.text).toContain('Hello Lina,');
  });

  it('sends an Arabic agent’s notification e-mail in Arabic, unsubscribe link included', async () => {
    const admin = await signIn(database.db, storage, { role: 'admin' });
    const { programId } = await seedProgram(database.db);
    const { id } = await arabic.caller.application.create(applicationInput(programId));
    await arabic.caller.application.submit({ id });
    await admin.caller.admin.application.changeStatus({ id, status: 'under-review' });
    await admin.caller.admin.application.changeStatus({ id, status: 'approved' });
    await sendNotificationEmail(database.db, config, { userId: arabic.userId, applicationId: id });
    const mail = await outboxOf(arabic.userId);
    expect(mail.subject).toBe('تحديثان على طلبات الالتحاق في \u2068UniGuide\u2069');
    expect(mail.html).toContain('dir="rtl"');
    // The notifications themselves were written in Arabic, status names from the glossary.
    expect(mail.text).toContain('تغيّرت حالة طلب الالتحاق');
    expect(mail.text).toContain('قيد المراجعة');
    expect(mail.text).toContain('معتمد');
    expect(mail.text).toContain('إلغاء الاشتراك في رسائل تحديثات طلبات الالتحاق');
  });
});
