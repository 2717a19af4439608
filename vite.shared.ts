import { fileURLToPath } from 'node:url';
import type { AliasOptions } from 'vite';

/**
 * Both UIs compile @valuta/shared from its TypeScript source, so a change there is seen at once by the dev
 * server, the tests and the builds, with no stale dist in between.
 */
const sharedSource = fileURLToPath(new URL('./shared/src/', import.meta.url));

export const sharedAlias: AliasOptions = [
  { find: /^@valuta\/shared$/, replacement: `${sharedSource}index.ts` },
  { find: /^@valuta\/shared\/(.*)$/, replacement: `${sharedSource}$1` },
];
