import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { QueueRow } from '@valuta/shared/work-queue';
import { withAntd } from '../../app/with-antd';
import { Button, ButtonLink } from '../../components/plain/Button';
import { appointmentsListQuery } from '../appointments/appointments.queries';

// The dialogs (and Ant Design's modal, radio and select under them) are fetched when one is opened: 'Da fare',
// the landing page, shows none of them at first.
const ConfirmAppointmentDialog = lazy(
  withAntd(() => import('../appointments/AppointmentActions').then((module) => ({ default: module.ConfirmAppointmentDialog }))),
);
const CallLogDialog = lazy(withAntd(() => import('../lead-work/CallLogDialog').then((module) => ({ default: module.CallLogDialog }))));

/** 'Conferma': the request's own confirm dialog, once the request is read from the list of those to confirm. */
function ConfirmButton({ row }: { row: QueueRow }) {
  const [open, setOpen] = useState(false);
  const pending = useQuery({ ...appointmentsListQuery('pending'), enabled: open });
  const appointment = pending.data?.appointments.find((entry) => entry.id === row.appointmentId) ?? null;
  return (
    <>
      <Button variant="primary" loading={open && pending.isPending} onClick={() => setOpen(true)} aria-label={`${row.action.label}: ${row.name}`}>
        {row.action.label}
      </Button>
      {open && appointment && (
        <Suspense fallback={null}>
          <ConfirmAppointmentDialog appointment={appointment} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/**
 * The row's one next action: 'Chiama' dials and asks how the call went, WhatsApp and e-mail open the member's
 * app, 'Conferma' the request's confirm dialog, 'Apri' the lead's card (or the appointments). Plain buttons, as the
 * page around them (components/plain/Panel.tsx says why).
 */
export function QueueRowAction({ row }: { row: QueueRow }) {
  const navigate = useNavigate();
  const [logging, setLogging] = useState(false);
  const { action } = row;
  const label = `${action.label}: ${row.name}`;

  if (action.kind === 'confirm' && row.appointmentId !== null) return <ConfirmButton row={row} />;
  if (action.href) {
    return (
      <>
        <ButtonLink
          variant="primary"
          href={action.href}
          target={action.kind === 'whatsapp' ? '_blank' : undefined}
          rel="noopener noreferrer"
          aria-label={label}
          onClick={() => action.kind === 'call' && row.contactId !== null && setLogging(true)}
        >
          {action.label}
        </ButtonLink>
        {logging && row.contactId !== null && (
          <Suspense fallback={null}>
            <CallLogDialog contactId={row.contactId} name={row.name} onClose={() => setLogging(false)} />
          </Suspense>
        )}
      </>
    );
  }
  return (
    <Button
      variant="primary"
      aria-label={label}
      onClick={() => void navigate(row.contactId !== null ? `/contatti/${row.contactId}` : '/appuntamenti')}
    >
      {action.label}
    </Button>
  );
}
