import { z } from 'zod';
import { SELLER_CONTACT_STATUSES } from '@valuta/shared/seller-contacts';
import { TIME_FILTERS } from '@valuta/shared/time-filters';
import { IPC, type SaveResult, type ServerInfo, type SetServerResult } from '../preload/contract';
import { isAppUrl } from './app-origin';

/**
 * The exports the page may ask the main process to download (the back office's server-side CSVs), each with
 * the query it may carry: the period for the contacts and the assistance requests, the list's filters for
 * the seller contacts (the server checks them again).
 */
const EXPORT_QUERIES: Record<string, z.ZodType> = {
  '/api/admin/export-contacts-csv': z.object({ timeFilter: z.enum(TIME_FILTERS).optional() }).strict(),
  '/api/admin/export-assistenze-csv': z.object({ timeFilter: z.enum(TIME_FILTERS).optional() }).strict(),
  '/api/admin/export-seller-contacts-csv': z
    .object({ search: z.string().max(200).optional(), status: z.enum(SELLER_CONTACT_STATUSES).optional(), mine: z.literal('1').optional() })
    .strict(),
};
/** A person's data (a ZIP), from their card: no query. */
const PERSONAL_DATA_PATH = /^\/api\/admin\/contacts\/[1-9]\d{0,15}\/personal-data$/;

const ExportPathSchema = z
  .string()
  .max(4096)
  .refine((value) => {
    if (!value.startsWith('/') || value.startsWith('//')) return false;
    const url = new URL(value, 'http://localhost');
    if (PERSONAL_DATA_PATH.test(url.pathname)) return url.search === '' && value === url.pathname;
    // Each parameter once, on the path exactly as written (no dot segments).
    const query = Object.hasOwn(EXPORT_QUERIES, url.pathname) ? EXPORT_QUERIES[url.pathname] : undefined;
    const keys = [...url.searchParams.keys()];
    return (
      query !== undefined &&
      value.split('?')[0] === url.pathname &&
      new Set(keys).size === keys.length &&
      query.safeParse(Object.fromEntries(url.searchParams)).success
    );
  });

/** What each channel accepts from the page; anything else is refused before a handler runs. */
const IpcPayloadSchemas = {
  getServer: z.undefined(),
  setServer: z.object({ url: z.string().max(2048) }).strict(),
  openExternal: z.object({ url: z.string().min(1).max(2048) }).strict(),
  saveDownload: z.object({ path: ExportPathSchema }).strict(),
};

/** The part of an IPC event the sender check reads. */
export interface IpcEventLike {
  senderFrame: { url: string; parent: unknown } | null;
}

/** The part of Electron's ipcMain the registration uses. */
export interface IpcMainLike {
  handle(channel: string, listener: (event: IpcEventLike, ...args: unknown[]) => unknown): void;
}

export interface DesktopIpcHandlers {
  getServer(): ServerInfo;
  setServer(url: string): Promise<SetServerResult>;
  openExternal(url: string): boolean | Promise<boolean>;
  saveDownload(path: string): Promise<SaveResult>;
}

class IpcRefusedError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'IpcRefusedError';
  }
}

/**
 * Electron checklist #17: a message is answered only when it comes from the top frame of one of the app's
 * own pages (never a frame of another origin, nor a page navigated elsewhere), and only when its payload
 * passes the channel's schema.
 */
export function isTrustedSender(event: IpcEventLike): boolean {
  const frame = event.senderFrame;
  return frame !== null && frame.parent === null && isAppUrl(frame.url);
}

export function registerDesktopIpc(ipcMain: IpcMainLike, handlers: DesktopIpcHandlers): void {
  function handle<S extends z.ZodType>(channel: string, schema: S, run: (payload: z.infer<S>) => unknown) {
    ipcMain.handle(channel, (event, payload) => {
      if (!isTrustedSender(event)) throw new IpcRefusedError('Mittente non autorizzato');
      const parsed = schema.safeParse(payload);
      if (!parsed.success) throw new IpcRefusedError('Richiesta non valida');
      return run(parsed.data);
    });
  }

  handle(IPC.getServer, IpcPayloadSchemas.getServer, () => handlers.getServer());
  handle(IPC.setServer, IpcPayloadSchemas.setServer, ({ url }) => handlers.setServer(url));
  handle(IPC.openExternal, IpcPayloadSchemas.openExternal, ({ url }) => handlers.openExternal(url));
  handle(IPC.saveDownload, IpcPayloadSchemas.saveDownload, ({ path }) => handlers.saveDownload(path));
}
