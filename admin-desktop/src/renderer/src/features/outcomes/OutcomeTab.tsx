import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Descriptions, Empty, Flex, Form, Input, Popconfirm, Select, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { formatDate, formatDateTime, formatEuro, formatEuroRange, formatShare } from '@valuta/shared/format';
import {
  LEAD_OUTCOMES,
  LEAD_OUTCOME_LABELS,
  LeadOutcomeSchema,
  type LeadOutcomeEvent,
  type LeadOutcomeInput,
  type LeadOutcomeUpdate,
  type LeadOutcomeView,
} from '@valuta/shared/outcomes';
import { showFieldErrors } from '../../lib/failures';
import { OUTCOME_FORM_FIELDS, useRemoveOutcome, useSaveOutcome } from './outcomes.queries';
import { useIsTitolare } from '../auth/use-current-member';

const OUTCOME_OPTIONS = LEAD_OUTCOMES.map((value) => ({ value, label: LEAD_OUTCOME_LABELS[value] }));
const EVENT_TEXTS: Record<LeadOutcomeEvent['kind'], string> = {
  recorded: 'Esito registrato',
  changed: 'Esito modificato',
  removed: 'Esito rimosso',
};

/** The form holds what was typed (prices as text); the shared schema reads it as the API does. */
type OutcomeForm = LeadOutcomeInput;

const textOf = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const dayText = (day: string | null) => (day ? formatDate(`${day}T12:00:00Z`) : '—');
const euroText = (value: number | null) => (value === null ? '—' : formatEuro(value));

/** The error of the estimate against the sale price, as the accuracy screen measures it. */
function saleErrorText(outcome: LeadOutcomeView): string | null {
  if (outcome.outcome !== 'sold' || outcome.salePrice === null || outcome.estimatedValue === null) return null;
  const error = Math.abs(outcome.estimatedValue - outcome.salePrice) / outcome.salePrice;
  const inside =
    outcome.minValue !== null && outcome.maxValue !== null && outcome.salePrice >= outcome.minValue && outcome.salePrice <= outcome.maxValue;
  return `${formatShare(error)} (${inside ? 'dentro la' : 'fuori dalla'} forchetta mostrata)`;
}

function OutcomeDetails({ outcome }: { outcome: LeadOutcomeView }) {
  const error = saleErrorText(outcome);
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, md: 2 }}
      items={[
        { key: 'outcome', label: 'Esito', children: LEAD_OUTCOME_LABELS[outcome.outcome] },
        { key: 'mandate', label: 'Prezzo mandato', children: euroText(outcome.mandatePrice) },
        ...(outcome.outcome === 'sold'
          ? [
              { key: 'sale', label: 'Prezzo di vendita', children: euroText(outcome.salePrice) },
              { key: 'date', label: 'Data di vendita', children: dayText(outcome.saleDate) },
            ]
          : []),
        {
          key: 'estimate',
          label: 'Stima mostrata al proprietario',
          span: 'filled',
          children:
            outcome.estimatedValue === null
              ? 'Nessuna stima collegata'
              : `${formatEuro(outcome.estimatedValue)} (${formatEuroRange(outcome.minValue, outcome.maxValue)}${
                  outcome.valuationVersion ? `, versione ${outcome.valuationVersion}` : ''
                })`,
        },
        ...(error ? [{ key: 'error', label: 'Scarto della stima', span: 'filled' as const, children: error }] : []),
      ]}
    />
  );
}

function OutcomeHistory({ history }: { history: LeadOutcomeEvent[] }) {
  if (history.length === 0) return null;
  return (
    <section aria-label="Storico dell'esito">
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        Storico
      </Typography.Title>
      <Timeline
        items={history.map((event) => ({
          key: `${event.at}-${event.kind}`,
          color: event.kind === 'removed' ? 'gray' : 'blue',
          content: (
            <>
              <Typography.Text strong>{EVENT_TEXTS[event.kind]}</Typography.Text>: {event.summary}
              <br />
              <Typography.Text type="secondary">
                {formatDateTime(event.at)}
                {event.by ? ` · ${event.by}` : ''}
              </Typography.Text>
            </>
          ),
        }))}
      />
    </section>
  );
}

/** Esito: what became of the home (mandate, sale, not sold), recorded or changed by any member, removed by the titolare. */
export function OutcomeTab({ contactId, outcome, history }: { contactId: number; outcome: LeadOutcomeView | null; history: LeadOutcomeEvent[] }) {
  const [editing, setEditing] = useState(false);
  const save = useSaveOutcome(contactId);
  const remove = useRemoveOutcome(contactId);
  const titolare = useIsTitolare();
  const { control, handleSubmit, reset, setError, formState } = useForm<OutcomeForm, unknown, LeadOutcomeUpdate>({
    resolver: zodResolver(LeadOutcomeSchema),
    defaultValues: { mandatePrice: '', salePrice: '', saleDate: '' },
  });
  const kind = useWatch({ control, name: 'outcome' });

  function startEditing() {
    reset({
      ...(outcome ? { outcome: outcome.outcome } : {}),
      mandatePrice: outcome?.mandatePrice ? String(outcome.mandatePrice) : '',
      salePrice: outcome?.salePrice ? String(outcome.salePrice) : '',
      saleDate: outcome?.saleDate ?? '',
    });
    setEditing(true);
  }

  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      setEditing(false);
    } catch (error) {
      // A refused field is marked on the form; any other failure is the mutation's toast.
      showFieldErrors(error, setError, [...OUTCOME_FORM_FIELDS]);
    }
  });

  if (!editing) {
    return (
      <Flex vertical gap={16}>
        {outcome ? <OutcomeDetails outcome={outcome} /> : <Empty description="Nessun esito registrato" />}
        <Flex gap={8}>
          <Button type={outcome ? 'default' : 'primary'} onClick={startEditing}>
            {outcome ? 'Modifica esito' : 'Registra esito'}
          </Button>
          {outcome && titolare && (
            <Popconfirm
              title="Rimuovere l’esito?"
              description="Le cifre sulla precisione delle stime non conteranno più questa vendita."
              okText="Rimuovi"
              cancelText="Annulla"
              okButtonProps={{ danger: true }}
              onConfirm={() => remove.mutate()}
            >
              <Button danger loading={remove.isPending}>
                Rimuovi esito
              </Button>
            </Popconfirm>
          )}
        </Flex>
        <OutcomeHistory history={history} />
      </Flex>
    );
  }

  const fieldStatus = (name: keyof OutcomeForm) => ({
    validateStatus: formState.errors[name] ? ('error' as const) : undefined,
    help: formState.errors[name]?.message,
  });

  return (
    <Form layout="vertical" onFinish={() => void submit()} style={{ maxWidth: 480 }}>
      <Form.Item label="Esito" htmlFor="outcome-kind" {...fieldStatus('outcome')}>
        <Controller
          name="outcome"
          control={control}
          render={({ field }) => (
            <Select
              id="outcome-kind"
              aria-label="Esito"
              placeholder="Scegli l’esito"
              options={OUTCOME_OPTIONS}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
      </Form.Item>
      {kind !== undefined && (
        <Form.Item
          label={kind === 'mandate' ? 'Prezzo del mandato (€)' : 'Prezzo del mandato (€, facoltativo)'}
          htmlFor="outcome-mandate-price"
          {...fieldStatus('mandatePrice')}
        >
          <Controller
            name="mandatePrice"
            control={control}
            render={({ field }) => <Input {...field} value={textOf(field.value)} id="outcome-mandate-price" inputMode="numeric" />}
          />
        </Form.Item>
      )}
      {kind === 'sold' && (
        <>
          <Form.Item label="Prezzo di vendita (€)" htmlFor="outcome-sale-price" {...fieldStatus('salePrice')}>
            <Controller
              name="salePrice"
              control={control}
              render={({ field }) => <Input {...field} value={textOf(field.value)} id="outcome-sale-price" inputMode="numeric" />}
            />
          </Form.Item>
          <Form.Item label="Data di vendita" htmlFor="outcome-sale-date" {...fieldStatus('saleDate')}>
            <Controller
              name="saleDate"
              control={control}
              render={({ field }) => <Input {...field} value={textOf(field.value)} id="outcome-sale-date" type="date" />}
            />
          </Form.Item>
        </>
      )}
      <Flex gap={8}>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          Salva esito
        </Button>
        <Button onClick={() => setEditing(false)} disabled={save.isPending}>
          Annulla
        </Button>
      </Flex>
    </Form>
  );
}
