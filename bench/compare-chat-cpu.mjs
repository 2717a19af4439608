/**
 * Two builds of the product compared on the server's CPU per chat message, which is what a change to the chat's
 * hot path moves: `node bench/compare-chat-cpu.mjs <checkout A> [<checkout B>] [rounds]` (B defaults to this
 * checkout; each already built with `npm run build`). Both servers run at once on fresh SQLite databases (with
 * DATABASE_URL=postgres://…, on a fresh PostgreSQL database each) and are driven together: each of the client's workers holds a conversation (the detailed path,
 * 16 replies) with one server and then one with the other, alternating which goes first, so whatever else the
 * machine does falls on both alike. A round is 30 conversations with each; each server's CPU is read from /proc
 * around it. Printed: B's CPU over A's for the whole run, and the median and quartiles of the rounds' ratios.
 * Compare two checkouts of the same code first to see the noise between runs.
 */
import path from 'node:path';
import { postgresServer, withPostgresDatabase } from './admin-contacts.mjs';
import { post, REPLIES } from './chat-throughput.mjs';
import { cpuMs, median, printTable, ROOT, runIfMain, startBuiltServer } from './lib.mjs';

const CONVERSATIONS = 30;
const WORKERS = 6;
const WARM_UP_CONVERSATIONS = 60;
/** Requests per conversation: the start and every reply. */
const MESSAGES = REPLIES.length + 1;

async function converse(url) {
  const { valuationId } = (await post(`${url}/api/chat/start`)).json;
  for (const [kind, text] of REPLIES) {
    await post(`${url}/api/chat/${kind}`, kind === 'message' ? { valuationId, message: text } : { valuationId, option: text });
  }
}

/** `conversations` with each server, every worker alternating between the two. */
async function driveBoth(urls, conversations) {
  let started = 0;
  await Promise.all(
    Array.from({ length: WORKERS }, async (_, worker) => {
      while (started < conversations) {
        started += 1;
        const order = (started + worker) % 2 === 0 ? urls : [...urls].reverse();
        for (const url of order) await converse(url);
      }
    }),
  );
}

const quartile = (sorted, q) => sorted[Math.floor((sorted.length - 1) * q)];

export async function run(roots = [process.argv[2], process.argv[3] ?? ROOT], rounds = Number(process.argv[4] ?? 40)) {
  if (!roots[0]) throw new Error('usage: node bench/compare-chat-cpu.mjs <checkout A> [<checkout B>] [rounds]');
  if (!process.env.DATABASE_URL?.startsWith('postgres')) return compare(roots, rounds, [{}, {}]);
  const server = await postgresServer();
  if (server.reason) throw new Error(server.reason);
  return withPostgresDatabase(
    server,
    (first) => withPostgresDatabase(server, (second) => compare(roots, rounds, [{ DATABASE_URL: first }, { DATABASE_URL: second }]), 'chat_b'),
    'chat_a',
  );
}

/** Each of `roots` started with its `databases` entry (nothing: a fresh SQLite file), then driven together. */
async function compare(roots, rounds, databases) {
  const limits = { RATE_LIMIT_CHAT_PER_MINUTE: '1000000', RATE_LIMIT_ADDRESS_PER_MINUTE: '1000000', RATE_LIMIT_FORMS_PER_HOUR: '1000000' };
  const servers = [];
  try {
    for (const [index, root] of roots.entries()) servers.push(await startBuiltServer({ ...limits, ...databases[index] }, path.resolve(root)));
    const urls = servers.map((server) => server.url);
    await driveBoth(urls, WARM_UP_CONVERSATIONS);
    const totals = [0, 0];
    const ratios = [];
    for (let round = 0; round < rounds; round += 1) {
      const before = servers.map((server) => cpuMs(server.pid));
      await driveBoth(urls, CONVERSATIONS);
      const spent = servers.map((server, index) => cpuMs(server.pid) - before[index]);
      totals[0] += spent[0];
      totals[1] += spent[1];
      ratios.push(spent[1] / spent[0]);
    }
    const perMessage = (total) => `${(total / (rounds * CONVERSATIONS * MESSAGES)).toFixed(3)} ms per message`;
    const sorted = [...ratios].sort((a, b) => a - b);
    printTable(`Server CPU per chat message, ${rounds} rounds of ${CONVERSATIONS} conversations with each, driven together`, [
      ['A', roots[0], perMessage(totals[0])],
      ['B', roots[1], perMessage(totals[1])],
      [
        'B / A',
        `whole run ${(totals[1] / totals[0]).toFixed(3)}`,
        `rounds: median ${median(ratios).toFixed(3)}, quartiles ${quartile(sorted, 0.25).toFixed(3)}-${quartile(sorted, 0.75).toFixed(3)}`,
      ],
    ]);
    return totals[1] / totals[0];
  } finally {
    for (const server of servers) await server.stop();
  }
}

await runIfMain(import.meta.url, () => run());
