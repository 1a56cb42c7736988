import { chromium } from '@playwright/test';
const ADMIN = 'http://admin.localhost:3111';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const width = Number(process.argv[2]);
const context = await browser.newContext({ viewport: { width, height: 800 } });
const page = await context.newPage();
await page.goto(`${ADMIN}/sign-in`);
await page.getByLabel('Email').fill('admin@uniguide.test');
await page.getByLabel('Password').fill('admin-demo-pass');
await page.getByRole('button', { name: 'Sign In' }).click();
await page.waitForURL(`${ADMIN}/`);
for (const spec of process.argv.slice(3)) {
  const [path, ...scrolls] = spec.split('@');
  await page.goto(ADMIN + path);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(700);
  for (const y of scrolls.length ? scrolls : ['0']) {
    await page.evaluate((top) => window.scrollTo(0, Number(top)), y);
    await page.waitForTimeout(300);
    const name = `/tmp/shots-admin/scroll-${width}-${path.replace(/[^a-z0-9]+/gi, '_')}-${y}.png`;
    await page.screenshot({ path: name });
    console.log(name);
  }
}
await browser.close();
