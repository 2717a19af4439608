import { chromium } from 'playwright';
import { readFileSync } from 'node:fs';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
for (const path of process.argv.slice(2)) {
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await browser.startTracing(page, { path: '/tmp/trace.json', categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'] });
await page.goto('http://127.0.0.1:4471' + path, { waitUntil: 'networkidle' });
await page.waitForTimeout(800);
await browser.stopTracing();
const all = JSON.parse(readFileSync('/tmp/trace.json', 'utf8')).traceEvents;
const events = all.filter((e) => e.ph === 'X' && e.dur);
const t0 = Math.min(...events.map((e) => e.ts));
const interesting = events.filter((e) => ['v8.evaluateModule', 'EvaluateScript', 'v8.compileModule', 'FunctionCall', 'RunMicrotasks', 'Layout', 'UpdateLayoutTree', 'ParseHTML', 'TimerFire', 'FireAnimationFrame', 'EventDispatch'].includes(e.name) && e.dur > 15000);
console.log('==', path);
for (const e of interesting) console.log(Math.round((e.ts - t0) / 1000), e.name, Math.round(e.dur / 1000), (e.args?.data?.url || e.args?.data?.functionName || e.args?.data?.type || '').toString().split('/').pop());
await page.close();
}
await browser.close();
