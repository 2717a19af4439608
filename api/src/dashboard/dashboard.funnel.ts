/**
 * The chat funnel: where the chats of a period went, from the steps named in Amelia's messages. The step is read
 * from a JSON field, the one part of the query written per dialect.
 */
import { QueryTypes } from 'sequelize';
import type { ChatFunnel } from '@valuta/shared';
import type { Database } from '../infra/db/index.js';

/** Where a chat stopped: the step of Amelia's last question, unless that is the end. */
const END_STEP = 'completed';

/**
 * The funnel of the chats started in the period: for each step named in Amelia's messages, how many chats
 * reached it and how many stopped there (their last question), most reached first; steps reached by as many
 * chats (nobody left between them) keep the order the chats asked them in, so the table reads as the chat
 * goes. The steps come from the stored messages, so a reordered or new step shows as it is.
 */
export async function chatFunnel(db: Database, since: Date): Promise<ChatFunnel> {
  const step = db.dialect === 'postgres' ? "m.metadata->>'step'" : "json_extract(m.metadata, '$.step')";
  const [rows, [started]] = await Promise.all([
    db.sequelize.query<{ valuation_id: string; step: string; first_id: number | string }>(
      `SELECT m.valuation_id, ${step} AS step, MIN(m.id) AS first_id
         FROM chat_messages m
        WHERE m.role = 'assistant' AND ${step} IS NOT NULL
          AND m.valuation_id IN (SELECT valuation_id FROM events WHERE type = 'chat_started' AND created_at >= :since)
        GROUP BY m.valuation_id, ${step}`,
      { type: QueryTypes.SELECT, replacements: { since } },
    ),
    db.sequelize.query<{ count: number | string }>("SELECT COUNT(id) AS count FROM events WHERE type = 'chat_started' AND created_at >= :since", {
      type: QueryTypes.SELECT,
      replacements: { since },
    }),
  ]);
  const reached = new Map<string, number>();
  const last = new Map<string, { step: string; id: number }>();
  for (const row of rows) {
    reached.set(row.step, (reached.get(row.step) ?? 0) + 1);
    const id = Number(row.first_id);
    const current = last.get(row.valuation_id);
    if (!current || id > current.id) last.set(row.valuation_id, { step: row.step, id });
  }
  // Where each step came in its chats (0 for the first question asked), summed to place steps of equal reach.
  const positionSum = new Map<string, number>();
  const byChat = new Map<string, typeof rows>();
  for (const row of rows) {
    const chat = byChat.get(row.valuation_id);
    if (chat) chat.push(row);
    else byChat.set(row.valuation_id, [row]);
  }
  for (const chatSteps of byChat.values()) {
    chatSteps
      .sort((a, b) => Number(a.first_id) - Number(b.first_id))
      .forEach((row, position) => positionSum.set(row.step, (positionSum.get(row.step) ?? 0) + position));
  }
  const meanPosition = (name: string) => (positionSum.get(name) ?? 0) / (reached.get(name) ?? 1);
  const leftAt = new Map<string, number>();
  let completed = 0;
  for (const { step: lastStep } of last.values()) {
    if (lastStep === END_STEP) completed += 1;
    else leftAt.set(lastStep, (leftAt.get(lastStep) ?? 0) + 1);
  }
  const steps = [...reached.entries()]
    .map(([name, count]) => ({ step: name, reached: count, leftHere: leftAt.get(name) ?? 0 }))
    .sort((a, b) => b.reached - a.reached || meanPosition(a.step) - meanPosition(b.step) || a.step.localeCompare(b.step));
  return { started: Number(started?.count ?? 0), completed, steps };
}
