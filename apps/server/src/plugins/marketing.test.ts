import { MAX_UPLOAD_BYTES } from '@uniguide/domain';
import { describe, expect, it } from 'vitest';
import {
  SAMPLE_FILES,
  accountWithSession,
  applicationForm,
  type FormPart,
} from '../storage/test-fixtures';
import { localStorageCombinations, postMultipart, storageWorld } from '../../test/helpers';
import { SESSION_COOKIE } from './session';

const HOST = 'localhost:3000';
const ORIGIN = 'http://localhost:3000';

describe.each(localStorageCombinations())(
  'the marketing kit on $db with $storage storage',
  ({ db, storage: storageDriver }) => {
    const world = storageWorld(db, storageDriver);

    const cookie = (token: string) => `${SESSION_COOKIE}=${token}`;

    async function upload(parts: FormPart[], token: string | null = world.admin.token) {
      return postMultipart(world.app, '/api/admin/marketing-materials', parts, { token });
    }

    function get(url: string, token?: string) {
      return world.app.inject({
        method: 'GET',
        url,
        headers: { host: HOST, ...(token ? { cookie: cookie(token) } : {}) },
      });
    }

    const brochure = (extra: FormPart[] = []): FormPart[] => [
      ['universityId', String(world.universityId)],
      ['materialType', 'brochure'],
      ['title', 'Undergraduate brochure 2026'],
      ['language', 'en'],
      ['regionTags', 'GCC, South Asia'],
      ...extra,
      ['file', SAMPLE_FILES.pdf, 'brochure.pdf'],
    ];

    it('stores a brochure, lists it to agents as new, counts downloads per agency, and versions it', async () => {
      // An agent who applied to the university hears of it (the Marketing Materials preference).
      const created = await world.app.inject({
        method: 'POST',
        url: '/api/applications',
        headers: {
          host: HOST,
          origin: ORIGIN,
          cookie: cookie(world.agent.token),
          'content-type': 'application/json',
        },
        payload: JSON.stringify({ programId: world.programId, ...applicationForm() }),
      });
      expect(created.statusCode).toBe(201);
      await world.database.db
        .updateTable('applications')
        .set({ status: 'submitted' })
        .where('id', '=', created.json().id)
        .execute();

      // Another agent applying there has turned the preference off: not told.
      const optedOut = await accountWithSession(world.database.db);
      await world.database.db
        .updateTable('users')
        .set({ notificationPreferences: JSON.stringify({ marketingMaterials: false }) })
        .where('id', '=', optedOut.userId)
        .execute();
      const theirs = await world.app.inject({
        method: 'POST',
        url: '/api/applications',
        headers: {
          host: HOST,
          origin: ORIGIN,
          cookie: cookie(optedOut.token),
          'content-type': 'application/json',
        },
        payload: JSON.stringify({ programId: world.programId, ...applicationForm() }),
      });
      await world.database.db
        .updateTable('applications')
        .set({ status: 'submitted' })
        .where('id', '=', theirs.json().id)
        .execute();

      const first = await upload(brochure());
      expect(first.statusCode).toBe(201);
      const material = first.json();
      expect(material).toMatchObject({
        version: 1,
        materialType: 'brochure',
        regionTags: ['GCC', 'South Asia'],
        mimeType: 'application/pdf',
        originalFilename: 'brochure.pdf',
      });
      const notified = await world.database.db
        .selectFrom('notifications')
        .select(['userId', 'emailDue', 'link'])
        .where('type', '=', 'marketing_material')
        .execute();
      expect(notified).toEqual([
        { userId: world.agent.userId, emailDue: true, link: '/dashboard/marketing' },
      ]);

      const listed = await get('/api/marketing-materials', world.agent.token);
      expect(listed.statusCode).toBe(200);
      expect(listed.json()).toMatchObject([{ id: material.id, isNew: true }]);
      const download = await get(
        `/api/marketing-materials/${material.id}/download`,
        world.agent.token,
      );
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['content-disposition']).toMatch(/^attachment;/);
      expect(download.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
      const preview = await get(
        `/api/marketing-materials/${material.id}/download?preview=true`,
        world.other.token,
      );
      expect(preview.headers['content-disposition']).toMatch(/^inline;/);
      // A preview is not a download; the other agency's download is.
      expect(
        (await get(`/api/marketing-materials/${material.id}/download`, world.other.token))
          .statusCode,
      ).toBe(200);
      // Admins' own downloads are not counted.
      expect(
        (await get(`/api/marketing-materials/${material.id}/download`, world.admin.token))
          .statusCode,
      ).toBe(200);

      const counts = await get('/api/admin/marketing-materials', world.admin.token);
      expect(counts.json()).toMatchObject([{ id: material.id, downloads: 2, agencies: 2 }]);
      const perAgency = await get(
        `/api/admin/marketing-materials/${material.id}/downloads`,
        world.admin.token,
      );
      expect(perAgency.json()).toHaveLength(2);
      expect(perAgency.json().map((row: { downloads: number }) => row.downloads)).toEqual([1, 1]);

      // Seen: no longer new.
      const seen = await world.app.inject({
        method: 'POST',
        url: '/api/marketing-materials/seen',
        headers: {
          host: HOST,
          origin: ORIGIN,
          cookie: cookie(world.agent.token),
          'content-type': 'application/json',
        },
        payload: '{}',
      });
      expect(seen.statusCode).toBe(200);
      expect((await get('/api/marketing-materials', world.agent.token)).json()[0].isNew).toBe(
        false,
      );

      // A new version replaces it for agents; admins keep both.
      const second = await upload([
        ['replacesId', String(material.id)],
        ['title', 'Undergraduate brochure 2026 (updated fees)'],
        ['language', 'en'],
        ['file', SAMPLE_FILES.png, 'brochure.png'],
      ]);
      expect(second.statusCode).toBe(201);
      expect(second.json()).toMatchObject({
        version: 2,
        seriesId: material.seriesId,
        materialType: 'brochure',
      });
      const now = (await get('/api/marketing-materials', world.agent.token)).json();
      expect(now.map((row: { id: number }) => row.id)).toEqual([second.json().id]);
      expect(now[0].isNew).toBe(true);
      expect(
        (await get(`/api/marketing-materials/${material.id}/download`, world.agent.token))
          .statusCode,
      ).toBe(404);
      expect(
        (await get(`/api/marketing-materials/${material.id}/download`, world.admin.token))
          .statusCode,
      ).toBe(200);
      const history = (await get('/api/admin/marketing-materials', world.admin.token)).json();
      expect(
        history.map((row: { version: number; supersededAt: string | null }) => [
          row.version,
          row.supersededAt !== null,
        ]),
      ).toEqual([
        [2, false],
        [1, true],
      ]);
      // Replacing the old version again is a conflict.
      expect(
        (
          await upload([
            ['replacesId', String(material.id)],
            ['title', 'x'],
            ['language', 'en'],
            ['file', SAMPLE_FILES.pdf, 'x.pdf'],
          ])
        ).statusCode,
      ).toBe(409);
    });

    it('hides expired materials from agents, and keeps video links as links', async () => {
      const expired = await upload(brochure([['expiresOn', '2020-01-01']]));
      expect(expired.statusCode).toBe(201);
      const video = await upload([
        ['universityId', String(world.universityId)],
        ['programId', String(world.programId)],
        ['materialType', 'video-link'],
        ['title', 'Campus tour'],
        ['language', 'ar'],
        ['linkUrl', 'https://video.example/tour'],
      ]);
      expect(video.statusCode).toBe(201);
      const listed = (
        await get(
          `/api/marketing-materials?language=ar&programId=${world.programId}`,
          world.agent.token,
        )
      ).json();
      expect(listed.map((row: { id: number }) => row.id)).toEqual([video.json().id]);
      const all = (await get('/api/marketing-materials?limit=500', world.agent.token)).json();
      expect(all.map((row: { id: number }) => row.id)).not.toContain(expired.json().id);
      expect(
        (await get(`/api/marketing-materials/${expired.json().id}/download`, world.agent.token))
          .statusCode,
      ).toBe(404);
      expect(
        (await get(`/api/marketing-materials/${video.json().id}/download`, world.agent.token))
          .statusCode,
      ).toBe(409);
    });

    it('refuses bad uploads with the error shape and stores nothing', async () => {
      const before = await world.database.db
        .selectFrom('marketingMaterials')
        .select('id')
        .execute();
      expect((await upload(brochure(), null)).statusCode).toBe(401);
      expect((await upload(brochure(), world.agent.token)).statusCode).toBe(403);
      const fake = await upload([
        ['universityId', String(world.universityId)],
        ['materialType', 'logo'],
        ['title', 'Logo'],
        ['language', 'en'],
        ['file', Buffer.from('MZ not an image'), 'logo.png'],
      ]);
      expect(fake.statusCode).toBe(415);
      const huge = await upload([
        ['universityId', String(world.universityId)],
        ['materialType', 'brochure'],
        ['title', 'Huge'],
        ['language', 'en'],
        ['file', Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(MAX_UPLOAD_BYTES)]), 'huge.pdf'],
      ]);
      expect(huge.statusCode).toBe(413);
      const noFile = await upload(brochure().slice(0, -1));
      expect(noFile.statusCode).toBe(400);
      expect(noFile.json().issues).toEqual([{ path: 'file', message: expect.any(String) }]);
      const videoWithoutLink = await upload([
        ['universityId', String(world.universityId)],
        ['materialType', 'video-link'],
        ['title', 'Tour'],
        ['language', 'en'],
      ]);
      expect(videoWithoutLink.statusCode).toBe(400);
      const badLanguage = await upload(
        brochure().map((part) => (part[0] === 'language' ? ['language', 'xx'] : part)),
      );
      expect(badLanguage.statusCode).toBe(400);
      const after = await world.database.db.selectFrom('marketingMaterials').select('id').execute();
      expect(after).toHaveLength(before.length);
      expect(
        (await get('/api/marketing-materials/999999/download', world.agent.token)).statusCode,
      ).toBe(404);
      expect(
        (await get('/api/marketing-materials/abc/download', world.agent.token)).statusCode,
      ).toBe(400);
    });
  },
);
