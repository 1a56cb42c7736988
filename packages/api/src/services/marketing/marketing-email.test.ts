import { testDrivers } from '@uniguide/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { applicationInput, contextFor, testCaller, testWorld } from '../../testing';
import { registerMarketingMaterial } from './marketing';
import { sendNotificationEmail } from '../notifications/email';

const config = { publicAgentUrl: 'http://localhost:3000' };

describe.each(testDrivers())('marketing materials e-mails on %s', (driver) => {
  const world = testWorld(driver);

  beforeAll(async () => {
    const { id } = await world.agent.caller.application.create(applicationInput(world.programId));
    await world.agent.caller.application.submit({ id });
  });

  async function addVideo(title: string) {
    const ctx = await contextFor(world.db, world.storage, world.admin.token);
    return registerMarketingMaterial(
      ctx,
      {
        universityId: String(world.universityId),
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
      await sendNotificationEmail(world.db, config, {
        userId: world.agent.userId,
        applicationId: null,
      }),
    ).not.toBeNull();
    const [mail] = await world.db
      .selectFrom('outbox')
      .selectAll()
      .where('userId', '=', world.agent.userId)
      .orderBy('id')
      .execute();
    expect(mail!.kind).toBe('marketing_materials');
    expect(mail!.subject).toMatch(/^New video link for .+ – UniGuide$/);
    expect(mail!.text).toContain('http://localhost:3000/dashboard/marketing');
    const link = /<([^>]+)>/.exec(mail!.headers['List-Unsubscribe']!)![1]!;
    const token = new URL(link).searchParams.get('token')!;
    const { caller } = await testCaller(world.db);
    expect((await caller.notification.unsubscribe({ token })).preferences).toEqual([
      'Marketing Materials',
    ]);
    expect(await world.agent.caller.user.notificationPreferences()).toMatchObject({
      marketingMaterials: false,
      applicationUpdates: true,
    });

    // Unsubscribed: the next material tells them nothing.
    await addVideo('Open day');
    expect(
      await sendNotificationEmail(world.db, config, {
        userId: world.agent.userId,
        applicationId: null,
      }),
    ).toBeNull();
  });
});
