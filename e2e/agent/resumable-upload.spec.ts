import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { startingApps, test } from '../fixtures/test';
import {
  anyProgram,
  createDraftApplication,
  registerAgentViaApi,
  sessionCookies,
  studentApplication,
  useSessionCookies,
  AGENT_URL,
} from '../fixtures';

// Screenshots of the upload rows at 1280 and 375 px, for a person to look at; never committed.
const SHOTS = join(import.meta.dirname, '..', 'test-results', 'resumable-upload');

async function shoot(page: Page, step: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const wide = page.viewportSize() ?? { width: 1280, height: 800 };
  const card = page.getByRole('list', { name: 'Uploads' }).locator('xpath=../..');
  await page.screenshot({ path: join(SHOTS, `${step}-1280.png`), fullPage: true });
  await card.screenshot({ path: join(SHOTS, `${step}-card-1280.png`) });
  await page.setViewportSize({ width: 375, height: 812 });
  // Nothing may scroll sideways at phone width, the long file name included.
  await expect
    .poll(() => page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth'))
    .toBeLessThanOrEqual(0);
  await page.screenshot({ path: join(SHOTS, `${step}-375.png`), fullPage: true });
  await card.screenshot({ path: join(SHOTS, `${step}-card-375.png`) });
  await page.setViewportSize(wide);
}

/** A PDF of `size` bytes: the signature the server checks, then filler. */
function bigPdf(name: string, size: number) {
  const buffer = Buffer.alloc(size, 0x20);
  buffer.write('%PDF-1.4\n', 0, 'latin1');
  buffer.write('\n%%EOF\n', size - 7, 'latin1');
  return { name, mimeType: 'application/pdf', buffer };
}

const FILE_NAME = 'Passport scan – Mohammed Abdulrahman Al-Hashimi Bin Rashid.pdf';
const FILE_BYTES = 3 * 1024 * 1024;

test.describe('resumable uploads (docs/decisions/038-resumable-uploads.md)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('an agent pauses an upload on a slow link, resumes it from where it stopped, and the document arrives', async ({
    browser,
    request,
  }) => {
    const { api } = await registerAgentViaApi({ lastName: `Resume${Date.now()}` });
    const program = await anyProgram(request);
    const application = await createDraftApplication(
      api,
      program.id,
      studentApplication({
        studentFirstName: 'Mohammed Abdulrahman',
        studentLastName: `Al-Hashimi Bin Rashid ${Date.now()}`,
      }),
    );
    const context = await browser.newContext({ baseURL: AGENT_URL });
    try {
      await useSessionCookies(context, await sessionCookies(api), AGENT_URL);
      const page = startingApps(await context.newPage());
      // The byte-carrying requests and the offset each one starts from.
      const patches: number[] = [];
      page.on('request', (sent) => {
        if (sent.method() === 'PATCH' && /\/api\/uploads\/[^/]+$/.test(sent.url())) {
          patches.push(Number(sent.headers()['upload-offset']));
        }
      });
      await page.goto(`/dashboard/applications/${application.id}`);
      await page.getByLabel('Add Documents').setInputFiles(bigPdf(FILE_NAME, FILE_BYTES));

      // A weak link: about 256 KB/s up, so the 3 MB file takes long enough to pause.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 20,
        downloadThroughput: -1,
        uploadThroughput: 256 * 1024,
      });
      await page.getByRole('button', { name: 'Upload Documents' }).click();

      const rows = page.getByRole('list', { name: 'Uploads' });
      const row = rows.getByRole('listitem');
      await expect(row).toContainText(FILE_NAME);
      // Some bytes are out (the percent is past zero), then the agent pauses.
      await expect(row).toContainText(/Uploading ([1-9]\d?)%/, { timeout: 30_000 });
      await row.getByRole('button', { name: `Pause ${FILE_NAME}` }).click();
      await expect(row).toContainText(/Paused \d{1,2}%/);
      await expect(row.getByRole('button', { name: `Resume ${FILE_NAME}` })).toBeVisible();
      await shoot(page, 'paused');

      // The link is good again; Resume continues from the last byte the server holds.
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      await row.getByRole('button', { name: `Resume ${FILE_NAME}` }).click();
      await expect(row).toContainText('Uploaded', { timeout: 30_000 });
      await expect(page.getByText('Documents Uploaded', { exact: true })).toBeVisible();
      expect(patches[0]).toBe(0);
      expect(patches.length).toBeGreaterThanOrEqual(2);
      const resumedAt = patches.at(-1)!;
      expect(resumedAt).toBeGreaterThan(0);
      expect(resumedAt).toBeLessThan(FILE_BYTES);

      // The document is on the application, whole.
      const documents = page.getByRole('list', { name: 'Documents' });
      await expect(documents).toContainText(FILE_NAME);
      const stored = (await (await api.get(`/api/applications/${application.id}`)).json()) as {
        documents: { originalFilename: string; fileSize: number }[];
      };
      expect(stored.documents).toEqual([
        expect.objectContaining({ originalFilename: FILE_NAME, fileSize: FILE_BYTES }),
      ]);
      await shoot(page, 'uploaded');
    } finally {
      await context.close();
    }
  });
});
