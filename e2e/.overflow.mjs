import { chromium } from '@playwright/test';
const ADMIN = 'http://admin.localhost:3111';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const context = await browser.newContext({ viewport: { width: 375, height: 760 } });
const page = await context.newPage();
await page.goto(`${ADMIN}/sign-in`);
await page.getByLabel('Email').fill('admin@uniguide.test');
await page.getByLabel('Password').fill('admin-demo-pass');
await page.getByRole('button', { name: 'Sign In' }).click();
await page.waitForURL(`${ADMIN}/`);
for (const path of process.argv.slice(2)) {
  await page.goto(ADMIN + path);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(800);
  const result = await page.evaluate(() => {
    const out = [];
    for (const el of document.querySelectorAll('body *')) {
      const r = el.getBoundingClientRect();
      if (r.right > window.innerWidth + 1 && el.closest('[data-slot=table-container]') === null) {
        out.push(`${el.tagName}.${String(el.className).slice(0, 80)} right=${Math.round(r.right)} w=${Math.round(r.width)}`);
      }
    }
    return { sw: document.documentElement.scrollWidth, out: out.slice(0, 12) };
  });
  console.log(path, JSON.stringify(result, null, 1));
}
await browser.close();
