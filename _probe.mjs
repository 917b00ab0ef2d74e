import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:8123';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
await page.goto(base + '/');
await page.getByLabel(/username/i).fill('manager');
await page.getByLabel(/password/i).fill('demo1234');
await page.getByRole('button', { name: /login/i }).click();
await page.waitForTimeout(2000);
await page.goto(base + '/deliveries/');
await page.waitForTimeout(3000);
const info = await page.getByLabel('Status').evaluate((el) => {
  const out = [];
  let n = el;
  for (let i = 0; i < 8 && n; i++) { const cs = getComputedStyle(n); out.push(`${n.tagName}.${String(n.className).slice(0,60)} dir=${cs.flexDirection} disp=${cs.display} w=${cs.width}`); n = n.parentElement; }
  return out.join('\n');
});
console.log(info);
await browser.close();
