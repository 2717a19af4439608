import { apiUrl } from './api-client';

/** Opens an API download in a new tab (the contacts CSV, spec §7); the server names the file. */
export function openDownload(path: string): void {
  window.open(apiUrl(path), '_blank', 'noopener');
}

/** Saves a Blob under a file name through the browser's download. */
export function saveBlob(blob: Blob, filename: string): void {
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
}
