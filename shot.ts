import { chromium } from '@playwright/test';

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
  ],
});
const [, , ...paths] = process.argv;
for (const width of [1440, 375]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const p of paths) {
    await page.goto(`http://127.0.0.1:4392${p}`, { waitUntil: 'networkidle' });
    await page.screenshot({ path: `/tmp/shot-${p.replace(/\W/g, '_')}-${width}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
