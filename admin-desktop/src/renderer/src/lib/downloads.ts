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
 * The one way the back office downloads a file, always one the server writes (the CSV exports, a person's
 * data): in the browser a new tab whose download the server names; on the desktop the native save dialog,
 * with the file streamed by the main process through the app's session. The tab opens before anything is
 * awaited, so it stays within the user's click.
 */
export async function downloadFromApi(path: string): Promise<DownloadOutcome> {
  const desktop = desktopBridge();
  if (desktop) return settled(await desktop.saveDownload(path));
  window.open(path, '_blank', 'noopener');
  return { status: 'started' };
}
