import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { isAllowedServerOrigin } from './server-address';

/**
 * The app's own settings in userData/settings.json: the server's origin and, per server, the newest lead
 * the notifier has already announced. The file is read through zod, so a hand-edited or damaged file falls
 * back to the defaults (the first-run page) instead of crashing the app.
 */
const ServerOriginSchema = z.string().refine((value) => {
  try {
    // https, or http to this computer only: an older release's http address on the office network is
    // dropped, and the first-run page asks for the server again.
    return isAllowedServerOrigin(value) && new URL(value).origin === value;
  } catch {
    return false;
  }
});

const LastSeenSchema = z.record(z.string(), z.number().int().nonnegative());

/** What the app writes: checked strictly, so a bug cannot store a value the next start would drop. */
const SettingsSchema = z.object({
  serverUrl: ServerOriginSchema.nullable(),
  lastSeenContactIds: LastSeenSchema,
});

/** What the app reads: a field that is not what it should be falls back to its default, alone. */
const StoredSettingsSchema = z.object({
  serverUrl: ServerOriginSchema.nullable().catch(null),
  lastSeenContactIds: LastSeenSchema.catch({}),
});

type Settings = z.infer<typeof SettingsSchema>;

const DEFAULTS: Settings = { serverUrl: null, lastSeenContactIds: {} };

export interface SettingsStore {
  get(): Settings;
  update(change: (current: Settings) => Settings): Promise<Settings>;
}

export async function openSettingsStore(filePath: string): Promise<SettingsStore> {
  let current = await readSettings(filePath);
  let writing = Promise.resolve();

  return {
    get: () => current,
    async update(change) {
      current = SettingsSchema.parse(change(current));
      const snapshot = current;
      // Writes happen one after the other, each replacing the file whole (write aside, then rename).
      writing = writing.catch(() => {}).then(() => writeAtomically(filePath, `${JSON.stringify(snapshot, null, 2)}\n`));
      await writing;
      return snapshot;
    },
  };
}

async function readSettings(filePath: string): Promise<Settings> {
  let text: string;
  try {
    text = await readFile(filePath, 'utf8');
  } catch {
    return DEFAULTS;
  }
  try {
    return StoredSettingsSchema.parse({ ...DEFAULTS, ...(JSON.parse(text) as object) });
  } catch {
    return DEFAULTS;
  }
}

export async function writeAtomically(filePath: string, data: string | Uint8Array): Promise<void> {
  await mkdir(path.dirname(filePath), { recursive: true });
  const temporary = `${filePath}.${process.pid}.tmp`;
  await writeFile(temporary, data, { mode: 0o600 });
  await rename(temporary, filePath);
}

/** The notifier's "newest lead already announced", kept per server (another server starts afresh). */
export function lastSeenContactStore(settings: SettingsStore) {
  return {
    get(): number | null {
      const origin = settings.get().serverUrl;
      return origin ? (settings.get().lastSeenContactIds[origin] ?? null) : null;
    },
    async set(id: number): Promise<void> {
      const origin = settings.get().serverUrl;
      if (!origin) return;
      await settings.update((current) => ({ ...current, lastSeenContactIds: { ...current.lastSeenContactIds, [origin]: id } }));
    },
  };
}
