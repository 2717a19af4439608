import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Tag, Typography } from 'antd';
import { useToasts } from '../../app/toasts';
import type { AdminAppointment } from '@valuta/shared/appointments';
import { formatDate } from '@valuta/shared/format';
import { OWNER_REQUEST_STATE_LABELS, type OwnerRequestDecision } from '@valuta/shared/owner-area';
import { adminTimeSlotLabel } from '@valuta/shared/time-slots';
import { api } from '../../lib/api-client';
import { FAILURES } from '../../lib/failures';
import { appointmentKeys } from './appointments.queries';

function useDecideOwnerRequest(appointmentId: number) {
  const queryClient = useQueryClient();
  const { notification } = useToasts();
  return useMutation({
    mutationFn: (decision: OwnerRequestDecision) => api.post<unknown>(`/api/admin/appointments/${appointmentId}/owner-request`, decision),
    meta: { failure: FAILURES.ownerRequest },
    onSuccess: async () => {
      notification.success({ title: 'Risposta registrata' });
      await queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
    },
  });
}

/**
 * What the owner asked from their area (move to another day and window, or cancel with a reason), and, while
 * it waits, the agency's answer. Accepting a move only closes the request: the new date is set with
 * 'Riprogramma', which tells the owner.
 */
export function OwnerRequestNote({ appointment }: { appointment: AdminAppointment }) {
  const decide = useDecideOwnerRequest(appointment.id);
  const request = appointment.owner_request;
  if (!request) return null;
  const asked =
    request.kind === 'move'
      ? `Il cliente chiede di spostarlo a ${request.date ? formatDate(`${request.date}T12:00:00Z`) : '—'}, ${adminTimeSlotLabel(request.time_slot)}`
      : 'Il cliente chiede di annullarlo';
  const pending = request.state === 'in_attesa';
  return (
    <Flex vertical gap={4} style={{ marginTop: 6 }}>
      <Tag color={pending ? 'orange' : 'default'}>{pending ? 'Richiesta del cliente' : OWNER_REQUEST_STATE_LABELS[request.state]}</Tag>
      <Typography.Text>{asked}</Typography.Text>
      {request.reason && <Typography.Text type="secondary">“{request.reason}”</Typography.Text>}
      {pending && (
        <Flex gap={6} wrap>
          <Button size="small" type="primary" loading={decide.isPending} onClick={() => decide.mutate({ state: 'accettata' })}>
            Accetta richiesta
          </Button>
          <Button size="small" loading={decide.isPending} onClick={() => decide.mutate({ state: 'rifiutata' })}>
            Rifiuta richiesta
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
