import { createTestDatabase, testDrivers, type TestDatabase } from '@uniguide/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationInput,
  contextFor,
  createMemoryStorage,
  seedProgram,
  signIn,
  testCaller,
  type SignedIn,
} from '../../testing';
import { registerMarketingMaterial } from './marketing';
import { sendNotificationEmail } from '../notifications/email';

const config = { publicAgentUrl: 'http://localhost:3000' };

describe.each(testDrivers())('marketing materials e-mails on %s', (driver) => {
  let database: TestDatabase;
  const storage = createMemoryStorage();
  let universityId: number;
  let agent: SignedIn;
  let admin: SignedIn;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const seeded = await seedProgram(database.db);
    universityId = seeded.universityId;
    agent = await signIn(database.db, storage);
    admin = await signIn(database.db, storage, { role: 'admin' });
    const { id } = await agent.caller.application.create(applicationInput(seeded.programId));
    await agent.caller.application.submit({ id });
  });
  afterAll(async () => {
    await database.dispose();
  });

  async function addVideo(title: string) {
    const ctx = await contextFor(database.db, storage, admin.token);
    return registerMarketingMaterial(
      ctx,
      {
        universityId: String(universityId),
        materialType: 'video-link',
        title,
        language: 'en',
        linkUrl: 'https://video.example/tour',
      },
      undefined,
    );
  }

  it('e-mails an applying agent about a new material, with a one-click unsubscribe of that kind', async () => {
    await addVideo('Campus tour');
    expect(
      await sendNotificationEmail(database.db, config, {
        userId: agent.userId,
        applicationId: null,
      }),
    ).not.toBeNull();
    const [mail] = await database.db
      .selectFrom('outbox')
      .selectAll()
      .where('userId', '=', agent.userId)
      .orderBy('id')
      .execute();
    expect(mail!.kind).toBe('marketing_materials');
    expect(mail!.subject).toMatch(/^New video link for .+ – UniGuide$/);
    expect(mail!.text).toContain('http://localhost:3000/dashboard/marketing');
    const link = /<([^>]+)>/.exec(mail!.headers['List-Unsubscribe']!)![1]!;
    const token = new URL(link).searchParams.get('token')!;
    const { caller } = await testCaller(database.db);
    expect((await caller.notification.unsubscribe({ token })).preferences).toEqual([
      'Marketing Materials',
    ]);
    expect(await agent.caller.user.notificationPreferences()).toMatchObject({
      marketingMaterials: false,
      applicationUpdates: true,
    });

    // Unsubscribed: the next material tells them nothing.
    await addVideo('Open day');
    expect(
      await sendNotificationEmail(database.db, config, {
        userId: agent.userId,
        applicationId: null,
      }),
    ).toBeNull();
  });
});
