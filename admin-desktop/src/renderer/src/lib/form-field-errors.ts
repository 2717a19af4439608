import type { FormInstance } from 'antd';
import { apiErrorOf } from './api-errors';

type FieldData = Parameters<FormInstance['setFields']>[0];

/** A field the server names by its dotted path ('company.vatNumber', 'team.0.role') as a form's name path. */
function fieldPath(field: string): Array<string | number> {
  return field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/**
 * The Ant Design forms' counterpart of showFieldErrors (lib/failures.ts): marks the fields the server refused
 * with its words, only those listed when a list is given; true when it marked any. An unreachable server
 * refuses no field, so nothing is marked and the toast says what happened.
 */
export function markRefusedFields(form: FormInstance, error: unknown, only?: readonly string[]): boolean {
  const refused = Object.entries(apiErrorOf(error)?.fields ?? {}).filter(([field]) => !only || only.includes(field));
  form.setFields(refused.map(([field, message]) => ({ name: fieldPath(field), errors: [message] })) as FieldData);
  return refused.length > 0;
}

/** After a successful save no field stays marked: the server's earlier refusals no longer hold. */
export function clearFieldErrors(form: FormInstance): void {
  const marked = form.getFieldsError().filter((field) => field.errors.length > 0);
  form.setFields(marked.map((field) => ({ name: field.name, errors: [] })) as FieldData);
}
