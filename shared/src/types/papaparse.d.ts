/**
 * The part of Papaparse that shared uses (csv.ts). @types/papaparse references Node's types, which would
 * make Node's globals and modules type-check in shared, whose code runs in browsers too; tsconfig.json maps
 * 'papaparse' here instead, and the check that shared stays free of Node keeps working.
 */
export interface UnparseConfig {
  delimiter?: string;
  newline?: string;
  quotes?: boolean;
  header?: boolean;
}

export function unparse(data: readonly (readonly unknown[])[], config?: UnparseConfig): string;

declare const Papa: { unparse: typeof unparse };
export default Papa;
