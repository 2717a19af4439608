import { Button, Card, Flex, Space, Tag, Typography } from 'antd';
import { Fragment, useState } from 'react';
import type { AdminAppointment } from '@valuta/shared/appointments';
import { formatDateTime, formatEuro, formatEuroRange } from '@valuta/shared/format';
import { LATE_LABEL, formatWait, type ContactDetailsResponse } from '@valuta/shared/leads';
import { appointmentWhenText } from '../appointments/appointment-text';
import { nextActionText } from './next-action-text';
import { ContactButtons } from './ContactButtons';
import { useSaveNextAction } from './lead-work.queries';
import { NextActionDialog } from './NextActionDialog';

/** The appointment the owner is waiting on: a request to confirm first, else the next confirmed one. */
function openAppointment(appointments: AdminAppointment[]): AdminAppointment | null {
  return appointments.find((entry) => entry.status === 'pending') ?? appointments.find((entry) => entry.status === 'confirmed') ?? null;
}

function estimateText(card: ContactDetailsResponse): string | null {
  const valuation = card.valuation ?? card.allUserValuations[0] ?? null;
  if (!valuation?.valuationValue) return null;
  const range =
    valuation.valuationMin !== null && valuation.valuationMax !== null ? ` (${formatEuroRange(valuation.valuationMin, valuation.valuationMax)})` : '';
  return `${formatEuro(valuation.valuationValue)}${range}`;
}

/**
 * The top of the lead's card: what the owner asked for (the callback window they chose, the appointment, the
 * estimate they were shown, their message), how long they have waited, the next action, and the buttons that reach
 * them. Only what the owner actually gave is shown.
 */
export function LeadRequestSummary({ card }: { card: ContactDetailsResponse }) {
  const { contact, work } = card;
  const [editing, setEditing] = useState(false);
  const clear = useSaveNextAction(contact.id);
  const open = openAppointment(card.appointments);
  // A request for a call back with no day is what the callback window already says: not said twice.
  const appointment = open && card.callbackWindow && !open.scheduled_at && !open.requested_date ? null : open;
  const estimate = estimateText(card);
  const nextAction = work?.nextAction ?? null;

  const asked = [
    card.callbackWindow ? { key: 'callback', label: 'Richiamata', children: card.callbackWindow } : null,
    appointment
      ? {
          key: 'appointment',
          label: appointment.status === 'pending' ? 'Appuntamento da confermare' : 'Appuntamento',
          children: appointmentWhenText(appointment),
        }
      : null,
    estimate ? { key: 'estimate', label: 'Stima mostrata', children: estimate } : null,
    contact.notes ? { key: 'message', label: 'Messaggio', children: <span style={{ whiteSpace: 'pre-wrap' }}>{contact.notes}</span> } : null,
  ].filter((item) => item !== null);

  return (
    <Card title="Richiesta" aria-label="Richiesta del proprietario">
      <Flex vertical gap={12}>
        {work && (
          <Flex gap={8} wrap align="center">
            {work.late && <Tag color="red">{LATE_LABEL}</Tag>}
            <Typography.Text>Arrivato {formatWait(work.ageSeconds)} fa</Typography.Text>
            <Typography.Text type="secondary">
              {work.contactedAt
                ? `· contattato il ${formatDateTime(work.contactedAt)}`
                : work.firstContactDueAt
                  ? `· da contattare entro ${formatDateTime(work.firstContactDueAt)}`
                  : '· non ancora contattato'}
            </Typography.Text>
          </Flex>
        )}
        {asked.length > 0 && (
          <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 12px' }}>
            {asked.map((item) => (
              <Fragment key={item.key}>
                {/* A plain dt: a list of terms holds only dt and dd, and Typography.Text would wrap it in a span. */}
                <dt style={{ color: 'rgba(0, 0, 0, 0.65)' }}>{item.label}</dt>
                <dd style={{ margin: 0, minWidth: 0 }}>{item.children}</dd>
              </Fragment>
            ))}
          </dl>
        )}
        <Flex vertical gap={4} aria-label="Prossima azione">
          <Typography.Text type="secondary">Prossima azione</Typography.Text>
          <Flex gap={8} wrap align="center">
            <Typography.Text strong={Boolean(nextAction)}>{nextAction ? nextActionText(nextAction) : 'Nessuna'}</Typography.Text>
            <Space size={4}>
              <Button size="small" onClick={() => setEditing(true)}>
                {nextAction ? 'Modifica' : 'Imposta'}
              </Button>
              {nextAction && (
                <Button size="small" loading={clear.isPending} onClick={() => clear.mutate(null)}>
                  Fatta / togli
                </Button>
              )}
            </Space>
          </Flex>
        </Flex>
        <ContactButtons contactId={contact.id} name={contact.name} phone={contact.phone} />
      </Flex>
      {editing && (
        <NextActionDialog
          contactId={contact.id}
          initial={nextAction ? { kind: nextAction.kind, dueAt: nextAction.dueAt, note: nextAction.note } : null}
          onClose={() => setEditing(false)}
        />
      )}
    </Card>
  );
}
