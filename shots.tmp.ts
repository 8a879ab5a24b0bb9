import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4600';
const out = '/work/shots';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
async function session(email: string, width: number, locale = 'en') {
  const ctx = await browser.newContext({ viewport: { width, height: 900 }, locale });
  await ctx.addInitScript((l) => localStorage.setItem('rihla.locale', l), locale);
  const page = await ctx.newPage();
  await page.goto(`${base}/login`);
  await page.locator('input[type=email]').first().fill(email);
  await page.locator('input[type=password]').first().fill('Pilgrim-demo-2026!');
  await page.locator('input[type=password]').first().press('Enter');
  await page.waitForTimeout(2500);
  return { ctx, page };
}
const shots: string[][] = (process.argv[2] ?? '').split(',').filter(Boolean).map((s) => s.split('|'));
for (const [email, path, width, name, locale, top] of shots) {
  const { ctx, page } = await session(email, Number(width), locale || 'en');
  await page.goto(`${base}${path}`);
  await page.waitForTimeout(2500);
  const clip = top ? { x: 0, y: Number(top), width: Number(width), height: 900 } : undefined;
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: true, clip });
  console.log('shot', name, page.url());
  await ctx.close();
}
await browser.close();
