/**
 * Reading a label table. Its own module, apart from format.ts: the back office's status labels load with its
 * first screen, its formatters do not.
 */

/** A label table read with a fallback: the label of a value the table does not know (an old or unknown status). */
export function labelOf<T extends string>(labels: Record<T, string>, fallback: string) {
  return (value: string | null | undefined): string => labels[value as T] ?? fallback;
}
