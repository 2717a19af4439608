import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Input, Modal, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { type AdminAppointment, APPOINTMENT_ACTION_LABELS, DEFAULT_APPOINTMENT_MINUTES, type AppointmentAction } from '@valuta/shared/appointments';
import { agencyWallClock } from '@valuta/shared/format';
import { MAX_LONG_TEXT_LENGTH } from '@valuta/shared/limits';
import { useCurrentMember } from '../auth/use-current-member';
import { assigneesQuery, useChangeAppointment } from './appointments.queries';

const DURATIONS = [30, 45, 60, 90, 120].map((minutes) => ({
  value: minutes,
  label: minutes < 60 ? `${minutes} min` : `${minutes / 60} h`.replace('.5', ',5'),
}));

interface Schedule {
  date: string;
  time: string;
  assigneeId: number | null;
  durationMinutes: number;
  location: string;
}

/** The dialog of 'Conferma' and 'Sposta': the day and time on Turin's clock, who goes, how long and where. */
function ScheduleDialog({
  appointment,
  action,
  saving,
  onSave,
  onCancel,
}: {
  appointment: AdminAppointment;
  action: 'confirm' | 'reschedule';
  saving: boolean;
  onSave: (schedule: Schedule) => void;
  onCancel: () => void;
}) {
  const { data } = useQuery(assigneesQuery());
  const me = useCurrentMember();
  const current = appointment.scheduled_at ? agencyWallClock(new Date(appointment.scheduled_at)) : null;
  const requestedDay = /^\d{4}-\d{2}-\d{2}$/.test(appointment.requested_date ?? '') ? appointment.requested_date! : '';
  const [schedule, setSchedule] = useState<Schedule>({
    date: current?.date ?? requestedDay,
    time: current?.time ?? (/^\d{2}:\d{2}$/.test(appointment.requested_time ?? '') ? appointment.requested_time! : ''),
    // Whoever already goes; else the member the lead is assigned to, who knows the owner; else the member
    // confirming, most often the one who goes. They only change it when not.
    assigneeId: appointment.proposed_assignee_id ?? me?.id ?? null,
    durationMinutes:
      appointment.ends_at && appointment.scheduled_at
        ? Math.round((Date.parse(appointment.ends_at) - Date.parse(appointment.scheduled_at)) / 60_000)
        : DEFAULT_APPOINTMENT_MINUTES,
    location: appointment.location ?? '',
  });
  const set = (change: Partial<Schedule>) => setSchedule((previous) => ({ ...previous, ...change }));
  const ready = schedule.date !== '' && schedule.time !== '' && schedule.assigneeId !== null;
  return (
    <Modal
      open
      title={action === 'confirm' ? 'Conferma appuntamento' : 'Sposta appuntamento'}
      okText={action === 'confirm' ? 'Conferma' : 'Sposta'}
      cancelText="Chiudi"
      okButtonProps={{ disabled: !ready }}
      confirmLoading={saving}
      onOk={() => onSave(schedule)}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Typography.Text type="secondary">
          {appointment.name ?? appointment.contact_name ?? appointment.phone} · {appointment.phone}
        </Typography.Text>
        <Flex gap={12} wrap>
          <label>
            Data
            <Input type="date" aria-label="Data" value={schedule.date} onChange={(event) => set({ date: event.target.value })} />
          </label>
          <label>
            Ora
            <Input type="time" aria-label="Ora" value={schedule.time} onChange={(event) => set({ time: event.target.value })} />
          </label>
          <label>
            Durata
            <Select
              aria-label="Durata"
              value={schedule.durationMinutes}
              options={DURATIONS}
              onChange={(durationMinutes: number) => set({ durationMinutes })}
              style={{ display: 'block', minWidth: 110 }}
            />
          </label>
        </Flex>
        <label>
          Chi va
          <Select
            aria-label="Chi va"
            placeholder="Scegli un membro del team"
            value={schedule.assigneeId ?? undefined}
            options={(data?.assignees ?? []).map((member) => ({ value: member.id, label: member.name ?? member.email }))}
            onChange={(assigneeId: number) => set({ assigneeId })}
            style={{ display: 'block', width: '100%' }}
          />
        </label>
        <label>
          Luogo (facoltativo: altrimenti l’agenzia)
          <Input aria-label="Luogo" value={schedule.location} maxLength={200} onChange={(event) => set({ location: event.target.value })} />
        </label>
      </Space>
    </Modal>
  );
}

function CancelDialog({ saving, onSave, onCancel }: { saving: boolean; onSave: (reason: string) => void; onCancel: () => void }) {
  const [reason, setReason] = useState('');
  return (
    <Modal
      open
      title="Annulla appuntamento"
      okText="Annulla appuntamento"
      okButtonProps={{ danger: true, disabled: reason.trim().length < 2 }}
      cancelText="Chiudi"
      confirmLoading={saving}
      onOk={() => onSave(reason.trim())}
      onCancel={onCancel}
      destroyOnHidden
    >
      <label htmlFor="cancel-reason" style={{ display: 'block', marginBottom: 8 }}>
        Motivo dell’annullamento
      </label>
      <Input.TextArea
        id="cancel-reason"
        rows={3}
        value={reason}
        maxLength={MAX_LONG_TEXT_LENGTH}
        onChange={(event) => setReason(event.target.value)}
      />
    </Modal>
  );
}

/** A schedule as the change the server takes ('Conferma' or 'Sposta'). */
function scheduleChange(action: 'confirm' | 'reschedule', value: Schedule) {
  return {
    action,
    date: value.date,
    time: value.time,
    assigneeId: value.assigneeId ?? 0,
    durationMinutes: value.durationMinutes,
    ...(value.location.trim() ? { location: value.location.trim() } : {}),
  };
}

/** 'Conferma' on its own, for a screen that offers only that (a request's row in 'Da fare'). */
export function ConfirmAppointmentDialog({ appointment, onClose }: { appointment: AdminAppointment; onClose: () => void }) {
  const change = useChangeAppointment();
  return (
    <ScheduleDialog
      appointment={appointment}
      action="confirm"
      saving={change.isPending}
      onSave={(value) => change.mutate({ id: appointment.id, change: scheduleChange('confirm', value) }, { onSuccess: onClose })}
      onCancel={onClose}
    />
  );
}

/** The buttons of the changes an appointment's state allows, with their dialogs. */
export function AppointmentActions({ appointment }: { appointment: AdminAppointment }) {
  const change = useChangeAppointment();
  const [open, setOpen] = useState<AppointmentAction | null>(null);
  if (appointment.actions.length === 0) return null;
  const run = (action: AppointmentAction, body: Parameters<typeof change.mutate>[0]['change']) =>
    change.mutate({ id: appointment.id, change: body }, { onSuccess: () => setOpen(null) });
  const schedule = (action: 'confirm' | 'reschedule') => (value: Schedule) => run(action, scheduleChange(action, value));

  return (
    <>
      <Space size={4} wrap>
        {appointment.actions.map((action) => (
          <Button
            key={action}
            size="small"
            type={action === 'confirm' ? 'primary' : 'default'}
            danger={action === 'cancel'}
            loading={change.isPending && change.variables?.change.action === action}
            aria-label={`${APPOINTMENT_ACTION_LABELS[action]} appuntamento ${appointment.id}`}
            onClick={() => (action === 'done' || action === 'no_show' ? run(action, { action }) : setOpen(action))}
          >
            {APPOINTMENT_ACTION_LABELS[action]}
          </Button>
        ))}
      </Space>
      {(open === 'confirm' || open === 'reschedule') && (
        <ScheduleDialog appointment={appointment} action={open} saving={change.isPending} onSave={schedule(open)} onCancel={() => setOpen(null)} />
      )}
      {open === 'cancel' && (
        <CancelDialog saving={change.isPending} onSave={(reason) => run('cancel', { action: 'cancel', reason })} onCancel={() => setOpen(null)} />
      )}
    </>
  );
}
