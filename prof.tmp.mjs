import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto('http://127.0.0.1:4471' + process.argv[2], { waitUntil: 'networkidle' });
await page.waitForTimeout(1000);
const { profile } = await cdp.send('Profiler.stop');
const dt = {}; const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const counts = {};
for (let i = 0; i < profile.samples.length; i++) { const id = profile.samples[i]; counts[id] = (counts[id] || 0) + (profile.timeDeltas[i] || 0); }
const self = {};
for (const [id, t] of Object.entries(counts)) { const n = byId.get(Number(id)); const cf = n.callFrame; const key = `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}`; self[key] = (self[key] || 0) + t; }
console.log(Object.entries(self).sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${(v / 1000).toFixed(0)}ms ${k}`).join('\n'));
await browser.close();
