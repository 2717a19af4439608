/**
 * Two builds of the product compared on the server's CPU per chat message, which is what a change to the chat's
 * hot path moves: `node bench/compare-chat-cpu.mjs <checkout A> [<checkout B>] [rounds]` (B defaults to this
 * checkout; each already built with `npm run build`). Both servers run at once on fresh SQLite databases (or
 * DATABASE_URL); each round drives 60 conversations of the detailed path (16 replies) into one server, then into
 * the other, in alternating order, and reads each server's CPU from /proc. The machine's other work changes
 * from minute to minute, so B's figure is read against A's of the same round, and the median of those ratios is
 * printed with every round's: compare two checkouts of the same code first to see the noise between runs.
 */
import path from 'node:path';
import { post, REPLIES } from './chat-throughput.mjs';
import { cpuMs, median, printTable, ROOT, runIfMain, startBuiltServer } from './lib.mjs';

const CONVERSATIONS = 60;
const CONCURRENCY = 10;
const WARM_UP_CONVERSATIONS = 60;
/** Requests per conversation: the start and every reply. */
const MESSAGES = REPLIES.length + 1;

async function converse(url) {
  const { valuationId } = (await post(`${url}/api/chat/start`)).json;
  for (const [kind, text] of REPLIES) {
    await post(`${url}/api/chat/${kind}`, kind === 'message' ? { valuationId, message: text } : { valuationId, option: text });
  }
}

async function drive(url, conversations) {
  let started = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (started < conversations) {
        started += 1;
        await converse(url);
      }
    }),
  );
}

export async function run(roots = [process.argv[2], process.argv[3] ?? ROOT], rounds = Number(process.argv[4] ?? 16)) {
  if (!roots[0]) throw new Error('usage: node bench/compare-chat-cpu.mjs <checkout A> [<checkout B>] [rounds]');
  const limits = { RATE_LIMIT_CHAT_PER_MINUTE: '1000000', RATE_LIMIT_ADDRESS_PER_MINUTE: '1000000', RATE_LIMIT_FORMS_PER_HOUR: '1000000' };
  const servers = [];
  try {
    for (const root of roots) servers.push(await startBuiltServer(limits, path.resolve(root)));
    for (const server of servers) await drive(server.url, WARM_UP_CONVERSATIONS);
    const perMessage = [[], []];
    for (let round = 0; round < rounds; round += 1) {
      for (const index of round % 2 === 0 ? [0, 1] : [1, 0]) {
        const before = cpuMs(servers[index].pid);
        await drive(servers[index].url, CONVERSATIONS);
        perMessage[index].push((cpuMs(servers[index].pid) - before) / (CONVERSATIONS * MESSAGES));
      }
    }
    const ratios = perMessage[1].map((b, round) => b / perMessage[0][round]);
    printTable(`Server CPU per chat message, ${rounds} rounds of ${CONVERSATIONS} conversations each, alternated`, [
      ['A', roots[0], `median ${median(perMessage[0]).toFixed(3)} ms`],
      ['B', roots[1], `median ${median(perMessage[1]).toFixed(3)} ms`],
      ['B / A', `median ${median(ratios).toFixed(3)}`, ratios.map((ratio) => ratio.toFixed(2)).join(' ')],
    ]);
    return median(ratios);
  } finally {
    for (const server of servers) await server.stop();
  }
}

await runIfMain(import.meta.url, () => run());
