import { chromium } from 'playwright';
import { readFileSync } from 'node:fs';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
for (const path of process.argv.slice(2)) {
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await browser.startTracing(page, { path: '/tmp/trace.json', categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
await page.goto('http://127.0.0.1:4471' + path, { waitUntil: 'networkidle' });
await page.waitForTimeout(800);
await browser.stopTracing();
const events = JSON.parse(readFileSync('/tmp/trace.json', 'utf8')).traceEvents;
const sums = {};
for (const e of events) if (e.ph === 'X' && e.dur && ['UpdateLayoutTree', 'Layout', 'ParseHTML', 'EvaluateScript', 'v8.compileModule', 'v8.evaluateModule', 'FunctionCall', 'Paint', 'PrePaint', 'Layerize', 'ParseAuthorStyleSheet', 'RunTask', 'HitTest', 'IntersectionObserverController::computeIntersections', 'ScheduleStyleRecalculation', 'Decode Image', 'Commit'].includes(e.name)) { sums[e.name] = (sums[e.name] || 0) + e.dur; }
const long = events.filter((e) => e.name === 'UpdateLayoutTree' && e.dur > 50000).map((e) => [Math.round(e.dur / 1000), e.args?.elementCount ?? e.args?.beginData]);
console.log(path, Object.entries(sums).map(([k, v]) => `${k}=${Math.round(v / 1000)}`).join(' '), JSON.stringify(long).slice(0, 300));
await page.close();
}
await browser.close();
