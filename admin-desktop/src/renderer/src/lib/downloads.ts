import type { SaveResult } from '../../../preload/contract';
import { desktopBridge } from './runtime';

/**
 * How a download ended: 'started' when the browser took it over (the web), 'saved' or 'cancelled' when the
 * desktop app's save dialog handled it. A failure of the dialog throws a SaveFailedError.
 */
export type DownloadOutcome = { status: 'started' } | { status: 'saved'; filePath: string } | { status: 'cancelled' };

/** The desktop app could not save the file; the message says why, in Italian, and is shown as it is. */
export class SaveFailedError extends Error {
  override readonly name = 'SaveFailedError';
}

function settled(result: SaveResult): DownloadOutcome {
  if (result.status === 'failed') throw new SaveFailedError(result.message);
  return result;
}

/**
 * A server export (the contacts CSV): in the browser a new tab whose download the server names; on the
 * desktop the native save dialog, with the file streamed by the main process through the app's session.
 */
export async function downloadFromApi(path: string): Promise<DownloadOutcome> {
  const desktop = desktopBridge();
  if (desktop) return settled(await desktop.saveDownload(path));
  window.open(path, '_blank', 'noopener');
  return { status: 'started' };
}

/** Saves a Blob under a file name: the browser's download, or the desktop app's save dialog. */
export async function saveBlob(blob: Blob, filename: string): Promise<DownloadOutcome> {
  const desktop = desktopBridge();
  // Bytes rather than text: decoding would drop the UTF-8 byte-order mark Excel needs.
  if (desktop) return settled(await desktop.saveFile(filename, new Uint8Array(await blob.arrayBuffer())));
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the click has handed the Blob to the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return { status: 'started' };
}
