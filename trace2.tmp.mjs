import { chromium } from 'playwright';
import { readFileSync } from 'node:fs';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await browser.startTracing(page, { path: '/tmp/trace.json', categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing'] });
await page.goto('http://127.0.0.1:4471' + process.argv[2], { waitUntil: 'networkidle' });
await page.waitForTimeout(800);
await browser.stopTracing();
const events = JSON.parse(readFileSync('/tmp/trace.json', 'utf8')).traceEvents.filter((e) => e.ph === 'X' && e.dur);
const main = events.filter((e) => e.name === 'RunTask' && e.dur > 60000);
for (const task of main) {
  const inside = events.filter((e) => e.tid === task.tid && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e !== task && e.dur > 8000);
  const summary = inside.map((e) => `${e.name}${e.args?.data?.url ? '(' + e.args.data.url.split('/').pop() + ')' : ''}${e.args?.data?.functionName ? '(' + e.args.data.functionName + ')' : ''}=${Math.round(e.dur / 1000)}`).slice(0, 12);
  console.log(Math.round(task.dur / 1000), 'ms:', summary.join(' '));
}
await browser.close();
