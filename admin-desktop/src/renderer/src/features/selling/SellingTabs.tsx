import { Form, Input, InputNumber, Rate, Select, Typography } from 'antd';
import {
  SELLING_ACTIVITY_KINDS,
  SELLING_ACTIVITY_KIND_LABELS,
  SellingActivityPayloadSchema,
  OFFER_STATES,
  OFFER_STATE_LABELS,
  OfferPayloadSchema,
  ViewingPayloadSchema,
  type Activity,
  type AdminEntry,
  type Offer,
  type Viewing,
} from '@valuta/shared/owner-area';
import { formatDate, formatEuro } from '@valuta/shared/format';
import { SellingEntryList, type SellingEntryConfig } from './SellingEntryList';

const dayText = (day: string) => formatDate(`${day}T12:00:00Z`);
const DATE_FIELD = (
  <Form.Item name="date" label="Data">
    <Input type="date" />
  </Form.Item>
);

const VIEWINGS: SellingEntryConfig<AdminEntry<Viewing>, typeof ViewingPayloadSchema> = {
  kind: 'viewing',
  addLabel: 'Nuova visita',
  emptyText: 'Nessuna visita registrata',
  entries: (selling) => selling.viewings,
  schema: ViewingPayloadSchema,
  visibleByDefault: true,
  fields: (
    <>
      {DATE_FIELD}
      <Form.Item name="buyer_first_name" label="Nome dell'acquirente">
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item name="interest" label="Interesse (1-5)">
        <Rate aria-label="Interesse (1-5)" />
      </Form.Item>
      <Form.Item name="feedback" label="Feedback">
        <Input.TextArea rows={3} maxLength={2000} />
      </Form.Item>
    </>
  ),
  toInput: (values) => ({ ...values, feedback: values.feedback ?? '' }),
  payloadOf: ({ date, buyer_first_name, feedback, interest, visible_to_owner }) => ({ date, buyer_first_name, feedback, interest, visible_to_owner }),
  render: (viewing) => (
    <>
      <Typography.Text strong>
        {dayText(viewing.date)} · {viewing.buyer_first_name} · interesse {viewing.interest}/5
      </Typography.Text>
      {viewing.feedback && <Typography.Paragraph style={{ marginBottom: 0 }}>{viewing.feedback}</Typography.Paragraph>}
    </>
  ),
};

const OFFERS: SellingEntryConfig<AdminEntry<Offer>, typeof OfferPayloadSchema> = {
  kind: 'offer',
  addLabel: 'Nuova proposta',
  emptyText: 'Nessuna proposta registrata',
  entries: (selling) => selling.offers,
  schema: OfferPayloadSchema,
  visibleByDefault: false,
  fields: (
    <>
      {DATE_FIELD}
      <Form.Item name="amount" label="Importo (€)">
        <InputNumber min={1000} step={1000} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="state" label="Stato" initialValue="in_valutazione">
        <Select options={OFFER_STATES.map((value) => ({ value, label: OFFER_STATE_LABELS[value] }))} />
      </Form.Item>
    </>
  ),
  toInput: (values) => values,
  payloadOf: ({ date, amount, state, visible_to_owner }) => ({ date, amount, state, visible_to_owner }),
  render: (offer) => (
    <Typography.Text strong>
      {dayText(offer.date)} · {formatEuro(offer.amount)} · {offer.state_label}
    </Typography.Text>
  ),
};

const ACTIVITIES: SellingEntryConfig<AdminEntry<Activity>, typeof SellingActivityPayloadSchema> = {
  kind: 'activity',
  addLabel: 'Nuova attività',
  emptyText: 'Nessuna attività registrata',
  entries: (selling) => selling.activities,
  schema: SellingActivityPayloadSchema,
  visibleByDefault: true,
  fields: (
    <>
      {DATE_FIELD}
      <Form.Item name="kind" label="Attività">
        <Select options={SELLING_ACTIVITY_KINDS.map((value) => ({ value, label: SELLING_ACTIVITY_KIND_LABELS[value] }))} />
      </Form.Item>
      <Form.Item name="note" label="Nota">
        <Input maxLength={500} />
      </Form.Item>
    </>
  ),
  toInput: (values) => ({ ...values, note: values.note ?? '' }),
  payloadOf: ({ date, kind, note, visible_to_owner }) => ({ date, kind, note, visible_to_owner }),
  render: (activity) => (
    <>
      <Typography.Text strong>
        {dayText(activity.date)} · {activity.kind_label}
      </Typography.Text>
      {activity.note && <Typography.Paragraph style={{ marginBottom: 0 }}>{activity.note}</Typography.Paragraph>}
    </>
  ),
};

/** The tabs of the lead's card of a home in 'Mandato': 'Visite', 'Proposte', 'Attività'. */
export function sellingTabItems(contactId: number) {
  return [
    { key: 'viewings', label: 'Visite', children: <SellingEntryList contactId={contactId} config={VIEWINGS} /> },
    { key: 'offers', label: 'Proposte', children: <SellingEntryList contactId={contactId} config={OFFERS} /> },
    { key: 'activities', label: 'Attività', children: <SellingEntryList contactId={contactId} config={ACTIVITIES} /> },
  ];
}
