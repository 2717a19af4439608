import { useState } from 'react';
import { useShowFailure } from '../app/FailureToasts';
import { downloadFromApi, type DownloadOutcome } from '../lib/downloads';
import type { Failure } from '../lib/failures';
import { useToasts } from '../app/toasts';

/** A download the browser took over or the desktop app saved: a cancelled dialog says nothing. */
export type DeliveredDownload = Exclude<DownloadOutcome, { status: 'cancelled' }>;

interface DownloadNotice {
  title: string;
  description?: string;
}

/** 'Download completato' with where the desktop app saved the file; nothing in the browser, whose new tab is the download. */
const savedFileNotice = (outcome: DeliveredDownload): DownloadNotice | null =>
  outcome.status === 'saved' ? { title: 'Download completato', description: outcome.filePath } : null;

/**
 * A file the server writes (a list's CSV, a person's data), delivered by `downloadFromApi`: a new tab in the
 * browser, opened within the click (later, the browser may no longer count it as the user's), the save dialog
 * in the desktop app. `downloading` keeps the button busy meanwhile; `notice` says what the user is told once
 * the file is on its way; a failure shows `failure`, or the desktop app's own reason.
 */
export function useApiDownload(failure: Failure, notice: (outcome: DeliveredDownload) => DownloadNotice | null = savedFileNotice) {
  const { notification } = useToasts();
  const showFailure = useShowFailure();
  const [downloading, setDownloading] = useState(false);

  async function start(path: string) {
    setDownloading(true);
    try {
      const outcome = await downloadFromApi(path);
      const shown = outcome.status === 'cancelled' ? null : notice(outcome);
      if (shown) notification.success(shown);
    } catch (error) {
      showFailure(error, { failure });
    } finally {
      setDownloading(false);
    }
  }

  return { downloading, start };
}
