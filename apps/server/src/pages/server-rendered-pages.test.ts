import { brotliDecompressSync } from 'node:zlib';
import { queries, type DB, type Kysely } from '@uniguide/db';
import { testDrivers } from '@uniguide/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '@uniguide/domain';
import { ADMIN_HOST, call, createTestApp, type TestApp } from '../../test/helpers';
import { VERSION_CHECK_INTERVAL_MS } from '../plugins/catalogue-cache';
import { accountWithSession } from '../storage/test-fixtures';

/**
 * A stand-in for the agent app's server build (apps/agent/src/entry-server.tsx, tested in the agent
 * app): the same exports, a page made of the program the API answers, and a count of its renders.
 */
const FAKE_ENTRY = `
export const SERVER_RENDERED_ROUTES = ['/', '/programs', '/programs/$programId', '/universities/$universityId', '/about', '/contact'];
globalThis.__fakeRenders = [];
globalThis.__fakeLanguages = [];
export async function renderPage({ url, language, template, siteUrl, fetch }) {
  globalThis.__fakeRenders.push(url);
  globalThis.__fakeLanguages.push(language);
  if (url.includes('explode')) throw new Error('render failed');
  // A slow render, so every request of a burst arrives while it runs (not after it, when the page
  // cache may not hold the page yet on a loaded machine and a second render would be honest).
  if (url.includes('burst')) await new Promise((resolve) => setTimeout(resolve, 400));
  const id = url.split('/')[2]?.split('?')[0];
  let body = 'a public page';
  let status = 200;
  if (url.startsWith('/programs/')) {
    const answer = await fetch('/trpc/program.byId?batch=1&input=' + encodeURIComponent(JSON.stringify({ 0: { id: Number(id) } })));
    const [result] = await answer.json();
    if (result.error) { status = 404; body = 'Program Not Found'; }
    else body = '<h1>' + result.result.data.name + '</h1>';
  }
  const filler = '<p>' + 'More of the page. '.repeat(100) + '</p>';
  const words = language === 'ar' ? '<p>صفحة عامة</p>' : '<p>a page in English</p>';
  return { status, html: template.replace('<div id="root"></div>', '<div id="root">' + body + '</div><p>' + siteUrl + '</p>' + words + filler) };
}
`;

const renders = () => (globalThis as unknown as { __fakeRenders: string[] }).__fakeRenders;
const languages = () => (globalThis as unknown as { __fakeLanguages: string[] }).__fakeLanguages;

async function seed(db: Kysely<DB>) {
  const [university] = await queries.catalogue.insertUniversities(db, [
    { name: 'Preview Bay University', location: 'Dubai', emirate: 'Dubai' },
  ]);
  const base = {
    universityId: university!.id,
    degree: "Bachelor's Degree",
    description: 'A description long enough for the page to be worth compressing. '.repeat(30),
  };
  const [shown, hidden] = await queries.catalogue.insertPrograms(db, [
    { ...base, name: 'BSc Rendered Studies' },
    { ...base, name: 'BSc Hidden Studies', hidden: true },
  ]);
  return { universityId: university!.id, shown: shown!, hidden: hidden! };
}

describe.each(testDrivers())('server-rendered pages on %s', (driver) => {
  let t: TestApp;
  let fixture: Awaited<ReturnType<typeof seed>>;
  let admin: { token: string };
  const get = (url: string, headers: Record<string, string> = {}, host?: string) =>
    call(t.app, 'GET', url, { headers: { accept: 'text/html', ...headers }, host });

  beforeAll(async () => {
    t = await createTestApp(
      driver,
      { publicAgentUrl: 'https://agents.example' },
      { pageEntry: FAKE_ENTRY },
    );
    fixture = await seed(t.database.db);
    admin = await accountWithSession(t.database.db, 'admin');
  });
  afterAll(() => t.close());
  beforeEach(() => {
    renders().length = 0;
    languages().length = 0;
  });

  it('renders a public page once, then answers it from the cache with validators and compression', async () => {
    const url = `/programs/${fixture.shown}`;
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(first.body).toContain('<div id="root"><h1>BSc Rendered Studies</h1></div>');
    expect(first.body).toContain('<p>https://agents.example</p>');
    // A page is revalidated on each visit, and carries the pages' security headers.
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-security-policy']).toContain("script-src 'self'");
    // Without a Cross-Origin-Opener-Policy to swap the browser's process for (decision 098).
    expect(first.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"/);

    const again = await get(url, { 'accept-encoding': 'br' });
    expect(again.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(again.rawPayload).toString()).toBe(first.body);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(304);
    expect(renders()).toEqual([url]);
  });

  it('sends a visitor with a session cookie the opener policy, rendered or cached, and one without none', async () => {
    // Decision 098: the signed-in widgets of a public page run under the whole document set.
    const session = { cookie: `theme=dark; uniguide_session=${admin.token}` };
    const opener = async (url: string, headers: Record<string, string> = {}) =>
      (await get(url, headers)).headers['cross-origin-opener-policy'];
    expect(await opener('/about?who=1', session)).toBe('same-origin');
    expect(await opener('/about?who=1')).toBe('unsafe-none');
    expect(await opener('/about?who=1', session)).toBe('same-origin');
    expect(await opener('/about?who=1', { ...session, 'accept-encoding': 'br' })).toBe(
      'same-origin',
    );
    expect(await opener('/about?who=2')).toBe('unsafe-none');
    expect(await opener('/about?who=2', session)).toBe('same-origin');
    expect(await opener('/about?who=2', { cookie: 'theme=dark' })).toBe('unsafe-none');
    // A copy kept from one audience, revalidated by the other: the 304 says which policy applies.
    const etag = String((await get('/about?who=2')).headers.etag);
    expect(await opener('/about?who=2', { ...session, 'if-none-match': etag })).toBe('same-origin');
    expect(await opener('/about?who=2', { 'if-none-match': etag })).toBe('unsafe-none');
    expect(renders()).toEqual(['/about?who=1', '/about?who=2']);
  });

  it('sends the opener policy of its audience on the 304 of a render too', async () => {
    const session = { cookie: `uniguide_session=${admin.token}` };
    const etag = String((await get('/about?who=3')).headers.etag);
    // Emptied, so the next request renders the page again and answers its validator with a 304.
    t.app.catalogueCache.clear();
    const revalidated = await get('/about?who=3', { ...session, 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(renders()).toEqual(['/about?who=3', '/about?who=3']);
  });

  it("renders a page in the visitor's language, says so, and never answers one language's cached copy to the other", async () => {
    const url = '/about?language-test=1';
    const english = await get(url, { 'accept-language': 'en-GB,en;q=0.9' });
    const arabic = await get(url, { 'accept-language': 'ar-AE,ar;q=0.9,en;q=0.5' });
    const arabicAgain = await get(url, { 'accept-language': 'ar' });
    const cookieArabic = await get(url, {
      'accept-language': 'en',
      cookie: `${LANGUAGE_COOKIE}=ar`,
    });
    const cookieEnglish = await get(url, {
      'accept-language': 'ar',
      cookie: `other=1; ${LANGUAGE_COOKIE}=en`,
    });
    const neither = await get(url, { 'accept-language': 'fr-FR' });

    for (const answer of [english, cookieEnglish, neither]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-language']).toBe('en');
      expect(answer.body).toContain('a page in English');
      expect(answer.body).not.toContain('صفحة عامة');
    }
    for (const answer of [arabic, arabicAgain, cookieArabic]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-language']).toBe('ar');
      expect(answer.body).toContain('صفحة عامة');
      expect(answer.body).not.toContain('a page in English');
    }
    // A shared cache must key the page by both headers that chose its language.
    for (const answer of [english, arabic, cookieArabic])
      expect(String(answer.headers.vary).toLowerCase().split(', ')).toEqual(
        expect.arrayContaining(['accept-language', 'cookie', 'accept-encoding']),
      );
    // One render per language; every other answer came from that language's cached copy.
    expect(renders()).toEqual([url, url]);
    expect(languages()).toEqual(['en', 'ar']);
    expect(arabicAgain.headers.etag).toBe(arabic.headers.etag);
    expect(english.headers.etag).not.toBe(arabic.headers.etag);
    // A validator of one language's copy never turns the other language's request into a 304.
    const crossed = await get(url, {
      'accept-language': 'ar',
      'if-none-match': String(english.headers.etag),
    });
    expect(crossed.statusCode).toBe(200);
    expect(crossed.headers['content-language']).toBe('ar');
  });

  it('keys the cache by the URL as sent, query included', async () => {
    await get('/programs?page=2');
    await get('/programs?page=2');
    await get('/programs?page=3');
    expect(renders()).toEqual(['/programs?page=2', '/programs?page=3']);
  });

  it('answers a program that does not exist, or is hidden, with a 404 rendered each time', async () => {
    for (const id of [fixture.hidden, 987_654]) {
      const first = await get(`/programs/${id}`);
      expect(first.statusCode).toBe(404);
      expect(first.body).toContain('Program Not Found');
      expect(first.headers.etag).toBeUndefined();
      expect(first.headers['cross-origin-opener-policy']).toBe('unsafe-none');
      expect((await get(`/programs/${id}`)).statusCode).toBe(404);
    }
    expect(renders()).toHaveLength(4);
  });

  it('drops a page when its program is hidden: the next catalogue version answers 404', async () => {
    const [program] = await queries.catalogue.insertPrograms(t.database.db, [
      { universityId: fixture.universityId, name: 'BSc Soon Hidden', degree: "Bachelor's Degree" },
    ]);
    const url = `/programs/${program!}`;
    // Written behind the app's back: this process sees the new version within the check interval.
    await new Promise((resolve) => setTimeout(resolve, VERSION_CHECK_INTERVAL_MS + 50));
    expect((await get(url)).statusCode).toBe(200);
    expect((await get(url)).statusCode).toBe(200);
    expect(renders()).toEqual([url]);

    const hide = await call(t.app, 'PUT', `/api/admin/programs/${program!}`, {
      token: admin.token,
      body: {
        universityId: fixture.universityId,
        name: 'BSc Soon Hidden',
        degree: "Bachelor's Degree",
        hidden: true,
      },
    });
    expect(hide.statusCode).toBe(200);
    expect((await get(url)).statusCode).toBe(404);
  });

  it('leaves the admin host its own pages, never a cached agent page', async () => {
    const url = `/programs/${fixture.shown}`;
    await get(url);
    const admin = await get(url, {}, ADMIN_HOST);
    expect(admin.body).toContain('admin app');
    expect(admin.body).not.toContain('BSc Rendered Studies');
    const adminRoot = await get('/', {}, ADMIN_HOST);
    expect(adminRoot.body).toContain('admin app');
    expect(renders()).not.toContain('/');
  });

  it('renders one page once for a burst of visitors', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => get('/about?burst=1')));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(renders()).toEqual(['/about?burst=1']);
  });

  it('sends the app shell when a render fails', async () => {
    const answer = await get('/about?explode=1');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<div id="root"></div>');
    // The shell renders in the browser alone, as a signed-in page does: the whole document set.
    expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('leaves signed-in pages to the browser', async () => {
    const answer = await get('/dashboard');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<div id="root"></div>');
    expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(renders()).toEqual([]);
  });

  it('lists every visible program and university with its last change in the sitemap', async () => {
    const answer = await get('/sitemap.xml');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
    const row = await t.database.db
      .selectFrom('programs')
      .select('updatedAt')
      .where('id', '=', fixture.shown)
      .executeTakeFirstOrThrow();
    expect(answer.body).toContain(
      `<url><loc>https://agents.example/programs/${fixture.shown}</loc><lastmod>${new Date(row.updatedAt).toISOString()}</lastmod></url>`,
    );
    expect(answer.body).toContain(
      `<loc>https://agents.example/universities/${fixture.universityId}</loc>`,
    );
    expect(answer.body).toContain('<url><loc>https://agents.example/programs</loc></url>');
    expect(answer.body).not.toContain(`/programs/${fixture.hidden}<`);
    // Cached with the catalogue, like the pages it lists.
    expect((await get('/sitemap.xml')).headers.etag).toBe(answer.headers.etag);
    expect((await get('/sitemap.xml', {}, ADMIN_HOST)).statusCode).toBe(404);
  });

  it("draws a program's link-preview card as a 1200×630 PNG, cached with the catalogue", async () => {
    const url = `/og/programs/${fixture.shown}.png`;
    const card = await get(url, { accept: 'image/png,*/*', 'accept-encoding': 'br, gzip' });
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/png');
    // A PNG is compressed already: it goes out as it is.
    expect(card.headers['content-encoding']).toBeUndefined();
    const png = card.rawPayload;
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    const again = await get(url, { accept: 'image/png' });
    expect(again.headers.etag).toBe(card.headers.etag);

    for (const missing of [
      `${fixture.hidden}.png`,
      '987654.png',
      'abc.png',
      `${fixture.shown}.svg`,
    ])
      expect((await get(`/og/programs/${missing}`)).statusCode).toBe(404);
    expect((await get(url, {}, ADMIN_HOST)).statusCode).toBe(404);
  });

  it('answers robots.txt per host: the admin console refuses every crawler', async () => {
    const agent = await get('/robots.txt');
    expect(agent.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(agent.body).toContain('Disallow: /dashboard\n');
    expect(agent.body).toContain('Disallow: /admin\n');
    expect(agent.body).toContain('Sitemap: https://agents.example/sitemap.xml\n');
    expect(agent.body).not.toMatch(/Disallow: \/\n/);
    expect((await get('/robots.txt', {}, ADMIN_HOST)).body).toBe('User-agent: *\nDisallow: /\n');
  });
});
