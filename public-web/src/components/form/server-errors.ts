import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { HttpError } from '@valuta/shared/http-client';

/**
 * Puts the server's per-field messages (400 `fields`, the same words as the shared schema) back under the
 * inputs. Returns true when at least one field was marked, so the caller can skip its generic error.
 */
export function showServerFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, known: readonly string[]): boolean {
  if (!(error instanceof HttpError) || error.status !== 400 || !error.body?.fields) return false;
  let marked = false;
  for (const [field, message] of Object.entries(error.body.fields)) {
    if (!known.includes(field)) continue;
    setError(field as Path<T>, { type: 'server', message });
    marked = true;
  }
  return marked;
}
