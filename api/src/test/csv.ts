import Papa from 'papaparse';
import { expect } from 'vitest';
import type { TestResponse } from './http.js';

/** The rows of a CSV answer, after checking it is the file Excel in Italy expects. */
export function csvRows(response: TestResponse): string[][] {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect([...response.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const parsed = Papa.parse<string[]>(response.text, { delimiter: ';', newline: '\r\n', skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}
