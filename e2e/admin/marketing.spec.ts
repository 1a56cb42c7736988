import { expect } from '@playwright/test';
import { test } from '../fixtures/test';
import {
  agentAndAdminPages,
  anyProgram,
  closePages,
  pdfFile,
  pngFile,
  LONG_NAME,
  registerAgentViaApi,
  stepScreenshots,
} from '../fixtures';

const shoot = stepScreenshots('marketing');

test.describe('the marketing kit', () => {
  test.describe.configure({ timeout: 120_000 });

  test('an admin uploads, an agent browses and downloads, the admin sees the counts', async ({
    browser,
    request,
  }) => {
    const { api: agentApi } = await registerAgentViaApi(LONG_NAME);
    const program = await anyProgram(request);
    const university = program.university.name;
    const title = `Undergraduate brochure ${Date.now()}`;

    const { agent, admin } = await agentAndAdminPages(browser, agentApi, {
      acceptDownloads: true,
    });
    try {
      // 1. The admin adds a brochure (PDF) and a social image (PNG) for the university.
      await admin.goto('/marketing');
      const form = admin.getByRole('form', { name: 'Add a marketing material' });
      await expect(form).toBeVisible({ timeout: 30_000 });
      await form.getByLabel('University').selectOption({ label: university });
      await form.getByLabel('Type').selectOption('brochure');
      await form.getByLabel('Title').fill(title);
      await form.getByLabel('Region tags (comma-separated, optional)').fill('GCC, South Asia');
      await form.getByLabel('File').setInputFiles(pdfFile('brochure.pdf'));
      await form.getByRole('button', { name: 'Add material' }).click();
      const list = admin.getByRole('list', { name: 'Materials and versions' });
      const row = list
        .getByRole('listitem')
        .filter({ has: admin.getByText(title, { exact: true }) });
      await expect(row).toContainText('v1 · Current');
      await expect(row).toContainText('0 downloads · 0 agencies');
      await form.getByLabel('University').selectOption({ label: university });
      await form.getByLabel('Type').selectOption('social-image');
      await form.getByLabel('Title').fill(`Social post ${title}`);
      await form.getByLabel('File').setInputFiles(pngFile('social.png'));
      await form.getByRole('button', { name: 'Add material' }).click();
      await expect(
        list.getByRole('listitem').filter({ hasText: `Social post ${title}` }),
      ).toBeVisible();
      await shoot(admin, '01-admin-marketing');

      // 2. The agent finds both as new, filters to brochures and downloads the PDF.
      await agent.goto('/dashboard/marketing');
      const materials = agent.getByRole('list', { name: 'Marketing materials' });
      const card = materials
        .getByRole('listitem')
        .filter({ has: agent.getByRole('heading', { name: title, exact: true }) });
      await expect(card).toContainText('New', { timeout: 30_000 });
      await expect(card).toContainText(university);
      await expect(
        materials.getByRole('img', { name: `Preview of Social post ${title}` }),
      ).toBeVisible();
      await shoot(agent, '02-agent-marketing');
      await agent.getByLabel('Type').selectOption('brochure');
      await expect(materials.getByRole('listitem').filter({ hasText: 'Social post' })).toHaveCount(
        0,
      );
      const downloading = agent.waitForEvent('download');
      await card.getByRole('link', { name: `Download ${title}` }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('brochure.pdf');

      // 3. The admin sees the download, by one agency.
      await admin.reload();
      await expect(row).toContainText('1 download · 1 agency');
      await row.getByRole('button', { name: 'By agency' }).click();
      await expect(
        row.getByRole('list', { name: `Downloads of ${title} by agency` }),
      ).toContainText(': 1');

      // 4. A new version replaces it for the agent, and is new again.
      await row.getByRole('button', { name: 'New version' }).click();
      const versionForm = admin.getByRole('form', { name: `New version of ${title}` });
      await versionForm.getByLabel('Title').fill(`${title} (2027 fees)`);
      await versionForm.getByLabel('File').setInputFiles(pdfFile('brochure-2027.pdf'));
      await versionForm.getByRole('button', { name: 'Upload new version' }).click();
      await expect(
        list.getByRole('listitem').filter({ hasText: `${title} (2027 fees)` }),
      ).toContainText('v2 · Current');
      await expect(row).toContainText('v1 · Replaced');
      await agent.reload();
      await expect(card).toHaveCount(0);
      await expect(
        materials.getByRole('listitem').filter({ hasText: `${title} (2027 fees)` }),
      ).toContainText('New');
    } finally {
      await closePages(agent, admin);
    }
  });
});
