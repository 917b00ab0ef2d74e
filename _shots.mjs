import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://127.0.0.1:8123';
const [user, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--no-first-run'] });
const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
await page.goto(base + '/');
await page.getByLabel(/username/i).fill(user);
await page.getByLabel(/password/i).fill('demo1234');
await page.getByRole('button', { name: /login/i }).click();
await page.waitForTimeout(2500);
for (const p of paths) {
  await page.goto(base + p);
  await page.waitForTimeout(2500);
  const name = '/tmp/shot_' + user + p.replace(/\//g, '_') + '.png';
  await page.screenshot({ path: name, fullPage: false });
  console.log(name);
}
await browser.close();
