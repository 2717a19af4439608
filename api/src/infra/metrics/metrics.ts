/**
 * This instance's figures for Prometheus (GET /metrics, docs/operations.md, "Monitoring"): request
 * durations by route, the chat's conversations and turns, leads created, refused sign-ins, Node's own (event
 * loop delay, memory, CPU, garbage collection) and, read at each scrape, the outbox and the database's
 * connections. Counters and durations are this instance's: behind a load balancer, sum them over instances.
 * The outbox figures come from the table every instance shares, so each instance reports the same.
 */
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/index.js';
import type { EventType } from '../../models/AppEvent.js';
import type { Logger } from '../logger.js';
import { databaseGauges, outboxGauges } from './gauges.js';

/** Seconds; the chat answers in a few milliseconds, a prerendered page in tens, the model in seconds. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * How often (ms) the event loop's delay is sampled. prom-client's default, every 10 ms, cost the server some 5% of
 * its CPU a chat message (measured with bench/compare-chat-cpu.mjs: 1 / 0.95); every 100 ms costs no measurable
 * share and still delays a sample on any block of 100 ms or more, the size the documented alert is about.
 */
const EVENT_LOOP_SAMPLE_MS = 100;

/** The recorded events that are a new lead, by the form it came from. */
const LEAD_FORMS: Partial<Record<EventType, string>> = {
  contact_form_completed: 'valuation_chat',
  seller_form_completed: 'seller_contact',
  assistance_requested: 'assistance',
  unsupported_city_requested: 'unsupported_city',
  booking_requested: 'booking',
  consultation_requested: 'consultation',
  partner_applied: 'partner_application',
};

/** Why a sign-in of the back office was refused after its password was checked. */
export type SignInRefusal = 'wrong_credentials' | 'account_disabled';
const SIGN_IN_REFUSALS: SignInRefusal[] = ['wrong_credentials', 'account_disabled'];

export function createMetrics({ db, logger }: { db: Database; logger: Logger }) {
  const registry = new Registry();
  const registers = [registry];
  // Node's own, among them the event loop's delay (monitorEventLoopDelay: min, mean, p50, p90, p99, max).
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: EVENT_LOOP_SAMPLE_MS });

  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to its answer being ready, by route pattern.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const conversationsStarted = new Counter({
    name: 'valuta_chat_conversations_started_total',
    help: 'Conversations with Amelia started.',
    registers,
  });
  const chatTurns = new Counter({
    name: 'valuta_chat_turns_total',
    help: "Owner's replies (typed or a pressed button) Amelia answered.",
    registers,
  });
  const leadsCreated = new Counter({
    name: 'valuta_leads_created_total',
    help: 'New leads, by the form they came from.',
    labelNames: ['form'] as const,
    registers,
  });
  const signInsRefused = new Counter({
    name: 'valuta_sign_ins_failed_total',
    help: 'Back-office sign-ins refused after the password check (throttled attempts are 429s of /api/auth/login).',
    labelNames: ['reason'] as const,
    registers,
  });
  // Every series from the start, at 0: a rate over the first increment needs the sample before it.
  for (const form of Object.values(LEAD_FORMS)) leadsCreated.inc({ form }, 0);
  for (const reason of SIGN_IN_REFUSALS) signInsRefused.inc({ reason }, 0);

  databaseGauges(registry, db);
  outboxGauges(registry, db, logger);

  return {
    registry,
    observeRequest: (method: string, route: string, status: number, seconds: number): void => {
      requestDuration.observe({ method, route, status_code: status }, seconds);
    },
    chat: {
      conversationStarted: () => conversationsStarted.inc(),
      turnTaken: () => chatTurns.inc(),
    },
    eventRecorded: (type: EventType): void => {
      const form = LEAD_FORMS[type];
      if (form) leadsCreated.inc({ form });
    },
    signInRefused: (reason: SignInRefusal): void => {
      signInsRefused.inc({ reason });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
