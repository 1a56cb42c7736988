// Temporary screenshot helper (not committed): node e2e/shot.tmp.mjs <name> <path> [admin]
import { chromium } from '@playwright/test';
const [, , name, path, who = 'agent'] = process.argv;
const base = who === 'admin' ? 'http://admin.localhost:3430' : 'http://localhost:3430';
const account = who === 'admin'
  ? { username: 'admin@uniguide.test', password: 'admin-demo-pass' }
  : { username: 'agent@uniguide.test', password: 'agent-demo-pass' };
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const width of [1280, 375]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: base, extraHTTPHeaders: {} });
  const res = await context.request.post('http://localhost:3430/api/login', { data: account, headers: { Origin: 'http://localhost:3430' } });
  if (!res.ok()) throw new Error('login ' + res.status());
  const cookies = (await context.storageState()).cookies;
  if (who === 'admin') await context.addCookies(cookies.map((c) => ({ ...c, domain: 'admin.localhost' })));
  const page = await context.newPage();
  await page.goto(base + path);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/convui/shots/${name}-${width}.png`, fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  console.log(name, width, 'overflow', overflow);
  await context.close();
}
await browser.close();
