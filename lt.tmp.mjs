import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
for (const path of process.argv.slice(2)) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => { window.__lt = []; new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__lt.push([Math.round(e.startTime), Math.round(e.duration)]))).observe({ type: 'longtask', buffered: true }); });
  page.on('console', (m) => console.log('  console', m.type(), m.text().slice(0, 200)));
  await page.goto('http://127.0.0.1:4471' + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  console.log(path, JSON.stringify(await page.evaluate(() => window.__lt)));
  await page.close();
}
await browser.close();
