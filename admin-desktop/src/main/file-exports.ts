import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { SaveResult } from '../preload/contract';
import { CONNECTION_MESSAGES, ServerNotConfiguredError, type ServerConnection } from './server-connection';

export const EXPORT_MESSAGES = {
  downloadFailed: 'Impossibile scaricare il file.',
  sessionExpired: 'La sessione è scaduta: accedi di nuovo per esportare.',
  writeFailed: 'Impossibile salvare il file nella cartella scelta.',
} as const;

/** A downloaded file's name, safe on every system: a ZIP (a person's data) stays a ZIP, anything else is a CSV. */
export function safeDownloadFilename(name: string): string {
  const safe = safeCsvFilename(name.replace(/\.zip$/i, ''));
  return /\.zip$/i.test(name) ? safe.replace(/\.csv$/i, '.zip') : safe;
}

/** A file name safe on Windows, macOS and Linux, ending in .csv. */
export function safeCsvFilename(name: string): string {
  const cleaned = path
    .basename(name.replace(/\\/g, '/'))
    // oxlint-disable-next-line no-control-regex -- control characters are exactly what a file name must not hold
    .replace(/[<>:"/\\|?*\u0000-\u001f]/g, '_')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, 180);
  const base = cleaned || 'esportazione';
  return /\.csv$/i.test(base) ? base : `${base}.csv`;
}

/** The file name a Content-Disposition header gives (filename* first, as RFC 6266 says), or null. */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // fall back to the plain parameter
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/.exec(header);
  const value = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2];
  return value || null;
}

async function serverMessage(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { error?: unknown };
    return typeof body.error === 'string' && body.error.trim() ? body.error : null;
  } catch {
    return null;
  }
}

export interface FileExportsOptions {
  connection: Pick<ServerConnection, 'request'>;
  /** The native save dialog opened at this proposed path; resolves the chosen path, or null when cancelled. */
  chooseSavePath: (proposedPath: string) => Promise<string | null>;
  /** The folder the dialog proposes (the user's Downloads). */
  downloadsDir: () => string;
}

/**
 * The server's exports (the CSVs, a person's data) saved where the user chooses through the native save
 * dialog: the file is streamed from the server (the contacts export can be large), appears under its final
 * name only once complete, and a cancelled dialog downloads nothing further. The page makes no file of its own.
 */
export function createFileExports({ connection, chooseSavePath, downloadsDir }: FileExportsOptions) {
  async function saveDownload(exportPath: string): Promise<SaveResult> {
    let response: Response;
    try {
      response = await connection.request(exportPath, { headers: { Accept: 'text/csv, application/zip' } });
    } catch (error) {
      const message = error instanceof ServerNotConfiguredError ? error.message : CONNECTION_MESSAGES.unreachable;
      return { status: 'failed', message };
    }
    if (!response.ok || !response.body) {
      const message = response.status === 401 ? EXPORT_MESSAGES.sessionExpired : ((await serverMessage(response)) ?? EXPORT_MESSAGES.downloadFailed);
      return { status: 'failed', message };
    }

    const name = safeDownloadFilename(
      filenameFromDisposition(response.headers.get('content-disposition')) ?? path.posix.basename(exportPath.split('?')[0]!),
    );
    const target = await chooseSavePath(path.join(downloadsDir(), name));
    if (!target) {
      await response.body.cancel();
      return { status: 'cancelled' };
    }
    const partial = `${target}.download`;
    try {
      await pipeline(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), createWriteStream(partial));
      await rename(partial, target);
    } catch {
      await rm(partial, { force: true });
      return { status: 'failed', message: EXPORT_MESSAGES.writeFailed };
    }
    return { status: 'saved', filePath: target };
  }

  return { saveDownload };
}
