import { chromium } from '@playwright/test';
const ADMIN = 'http://admin.localhost:3111';
const OUT = '/tmp/shots-admin';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const only = process.argv[2];
for (const [label, width] of [['desktop', 1280], ['mobile', 375]]) {
  if (only && only !== label) continue;
  const context = await browser.newContext({ viewport: { width, height: width > 400 ? 860 : 760 } });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  const shot = async (name, full = true) => {
    await page.waitForTimeout(600);
    await page.screenshot({ path: `${OUT}/${label}-${name}.png`, fullPage: full });
  };
  await page.goto(`${ADMIN}/sign-in`);
  await page.getByLabel('Email').fill('admin@uniguide.test');
  await page.getByLabel('Password').fill('admin-demo-pass');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${ADMIN}/`);
  await page.getByText('Total Applications').waitFor();
  await page.getByRole('figure', { name: /New applications per week/ }).waitFor();
  await shot('01-overview');
  if (label === 'mobile') {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await shot('02-mobile-menu', false);
    await page.keyboard.press('Escape');
  }
  await page.getByRole('button', { name: 'Logo settings' }).click();
  await shot('03-logo-dialog', false);
  await page.keyboard.press('Escape');

  await page.goto(`${ADMIN}/applications`);
  await page.getByText(/^Showing \d/).waitFor();
  await page.waitForLoadState('networkidle');
  await shot('04-applications');
  await page.getByLabel('Search').fill('omar');
  await page.waitForURL(/search=omar/);
  await page.waitForLoadState('networkidle');
  await shot('05-applications-search');
  await page.getByRole('button', { name: 'Reset' }).click();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await shot('06-status-filter-open', false);
  await page.getByRole('option', { name: 'Submitted', exact: true }).click();
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: /Change status of application/ }).first().click();
  await page.getByRole('dialog').getByRole('heading', { name: 'Status History' }).waitFor();
  await page.waitForTimeout(800);
  await shot('07-change-status-dialog', false);
  await page.getByRole('combobox', { name: 'New Status' }).click();
  await page.getByRole('option', { name: 'Rejected' }).click();
  await shot('08-change-status-rejected', false);
  await page.keyboard.press('Escape');
  await page.waitForTimeout(300);
  await page.goto(`${ADMIN}/applications/1`);
  await page.getByRole('heading', { name: 'Status History' }).waitFor();
  await page.waitForLoadState('networkidle');
  await shot('09-application-detail');
  await page.getByRole('button', { name: /Preview/ }).first().click();
  await shot('10-image-preview', false);
  await page.keyboard.press('Escape');
  await page.goto(`${ADMIN}/applications/2`);
  await page.getByRole('heading', { name: 'Status History' }).waitFor();
  await page.getByRole('button', { name: 'Change Status' }).click();
  await page.getByRole('dialog').getByText('Offer issued').waitFor();
  await shot('11-change-status-history', false);
  await page.keyboard.press('Escape');

  await page.goto(`${ADMIN}/users`);
  await page.getByText(/^Showing \d/).waitFor();
  await page.waitForLoadState('networkidle');
  await shot('12-users');
  await page.getByRole('button', { name: /^Deactivate Layla/ }).click();
  await shot('13-deactivate-confirm', false);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('link', { name: /View Demo|View .*agent/i }).first().click().catch(async () => {
    await page.getByRole('link', { name: /^View / }).last().click();
  });
  await page.getByRole('heading', { name: 'Recent Activity' }).waitFor();
  await page.waitForLoadState('networkidle');
  await shot('14-user-detail');

  await page.goto(`${ADMIN}/audit-logs`);
  await page.getByText(/^Showing \d/).waitFor();
  await page.waitForLoadState('networkidle');
  await shot('15-audit-logs');
  await page.getByRole('button', { name: /View changes/i }).first().click();
  await shot('16-view-changes', false);
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'User' }).click();
  await page.waitForLoadState('networkidle');
  await shot('17-audit-type-user');
  await page.goto(`${ADMIN}/applications?search=zzzz-nothing`);
  await page.getByText('No applications found').waitFor();
  await shot('18-applications-empty');
  console.log(label, 'errors:', errors);
  await context.close();
}
await browser.close();
