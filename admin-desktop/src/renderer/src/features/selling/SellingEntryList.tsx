import { Alert, Button, Card, Empty, Flex, Form, Popconfirm, Skeleton, Switch, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminSelling } from '@valuta/shared/owner-area';
import { sellingQuery, useDeleteSellingEntry, useSaveSellingEntry, type SellingEntryKind } from './selling.queries';

interface Entry {
  id: number;
  visible_to_owner: boolean;
}

export interface SellingEntryConfig<E extends Entry, S extends z.ZodType> {
  kind: SellingEntryKind;
  /** 'Nuova visita', ... */
  addLabel: string;
  emptyText: string;
  entries: (selling: AdminSelling) => E[];
  schema: S;
  /** The form's fields (antd Form.Item), named as the payload's fields. */
  fields: ReactNode;
  /** The form's values read back into a payload for the schema. */
  toInput: (values: Record<string, unknown>) => unknown;
  /** An entry's payload, to save it again with another visibility. */
  payloadOf: (entry: E) => Record<string, unknown>;
  render: (entry: E) => ReactNode;
  /** Whether 'Visibile al proprietario' starts on. */
  visibleByDefault: boolean;
}

/**
 * A tab of the lead's card of a home in 'Mandato' ('Visite', 'Proposte', 'Attività'): the entries with their
 * 'Visibile al proprietario' switch, and the form recording a new one. The server checks every payload again.
 */
export function SellingEntryList<E extends Entry, S extends z.ZodType>({
  contactId,
  config,
}: {
  contactId: number;
  config: SellingEntryConfig<E, S>;
}) {
  const { data, isPending, error } = useQuery(sellingQuery(contactId));
  const save = useSaveSellingEntry(contactId, config.kind);
  const remove = useDeleteSellingEntry(contactId, config.kind);
  const [adding, setAdding] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [form] = Form.useForm();

  if (isPending) return <Skeleton active />;
  if (error || !data) return <Alert type="error" showIcon title="Impossibile caricare le voci. Riprova più tardi." />;
  const entries = config.entries(data);

  function submit(values: Record<string, unknown>) {
    const parsed = config.schema.safeParse(config.toInput(values));
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Controlla i campi');
      return;
    }
    setProblem(null);
    save.mutate(
      { payload: parsed.data as never },
      {
        onSuccess: () => {
          form.resetFields();
          setAdding(false);
        },
      },
    );
  }

  return (
    <Flex vertical gap={12}>
      {entries.length === 0 && !adding && <Empty description={config.emptyText} />}
      {entries.map((entry) => (
        <Card key={entry.id} size="small">
          <Flex justify="space-between" align="start" gap={12} wrap>
            <div>{config.render(entry)}</div>
            <Flex gap={8} align="center" wrap>
              <label>
                <Switch
                  size="small"
                  checked={entry.visible_to_owner}
                  loading={save.isPending}
                  onChange={(visible) =>
                    save.mutate({ entryId: entry.id, payload: { ...config.payloadOf(entry), visible_to_owner: visible } as never })
                  }
                />{' '}
                Visibile al proprietario
              </label>
              <Popconfirm title="Eliminare questa voce?" okText="Elimina" cancelText="Annulla" onConfirm={() => remove.mutate(entry.id)}>
                <Button size="small" danger>
                  Elimina
                </Button>
              </Popconfirm>
            </Flex>
          </Flex>
        </Card>
      ))}
      {adding ? (
        <Card size="small" title={config.addLabel}>
          <Form form={form} layout="vertical" onFinish={submit} initialValues={{ visible_to_owner: config.visibleByDefault }}>
            {config.fields}
            <Form.Item name="visible_to_owner" label="Visibile al proprietario" valuePropName="checked">
              <Switch />
            </Form.Item>
            {problem && <Typography.Paragraph type="danger">{problem}</Typography.Paragraph>}
            <Flex gap={8}>
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                Salva
              </Button>
              <Button onClick={() => setAdding(false)}>Annulla</Button>
            </Flex>
          </Form>
        </Card>
      ) : (
        <div>
          <Button onClick={() => setAdding(true)}>{config.addLabel}</Button>
        </div>
      )}
    </Flex>
  );
}
