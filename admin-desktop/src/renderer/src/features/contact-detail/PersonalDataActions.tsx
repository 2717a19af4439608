import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { personalDataPath, type PersonalDataEraseResponse } from '@valuta/shared/data-rights';
import { useApiDownload } from '../../components/use-api-download';
import { api } from '../../lib/api-client';
import { FAILURES } from '../../lib/failures';
import { dashboardKeys } from '../dashboard/dashboard.queries';
import { contactKeys } from '../contacts/contacts.queries';
import { ownerKeys } from '../owners/owners.queries';
import { useToasts } from '../../app/toasts';

interface PersonalDataActionsProps {
  contactId: number;
  name: string;
}

/**
 * The person's data rights from their card: 'Esporta dati' (a ZIP of everything held about them) and
 * 'Cancella dati' (erasure of their e-mail and phone everywhere, after an explicit confirmation). The server
 * allows both to the titolare only.
 */
export function PersonalDataActions({ contactId, name }: PersonalDataActionsProps) {
  const queryClient = useQueryClient();
  const { notification } = useToasts();
  const dataExport = useApiDownload(FAILURES.personalDataExport);
  const [confirming, setConfirming] = useState(false);

  const erasure = useMutation({
    mutationFn: () => api.delete<PersonalDataEraseResponse>(personalDataPath(contactId)),
    meta: { failure: FAILURES.personalDataErase },
    onSuccess: async ({ untouched }) => {
      setConfirming(false);
      notification.success({ title: 'Dati cancellati', description: `I dati personali di ${name} sono stati cancellati.` });
      const others = Object.values(untouched).reduce((sum, count) => sum + count, 0);
      if (others > 0) {
        notification.warning({
          title: others === 1 ? 'Una richiesta non è stata toccata' : `${others} richieste non sono state toccate`,
          description:
            "Hanno la stessa e-mail o lo stesso telefono ma un altro telefono o un'altra e-mail: potrebbero essere di un'altra persona. Se sono della stessa, cancellale dalla loro scheda.",
          duration: 0,
        });
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: contactKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
        queryClient.invalidateQueries({ queryKey: ownerKeys.all }),
      ]);
    },
  });

  return (
    <Space wrap>
      <Button onClick={() => void dataExport.start(personalDataPath(contactId))} loading={dataExport.downloading}>
        Esporta dati
      </Button>
      <Button danger onClick={() => setConfirming(true)}>
        Cancella dati
      </Button>
      <Modal
        open={confirming}
        title="Cancella dati personali"
        okText="Cancella dati"
        cancelText="Annulla"
        okButtonProps={{ danger: true }}
        confirmLoading={erasure.isPending}
        onOk={() => erasure.mutate()}
        onCancel={() => setConfirming(false)}
        destroyOnHidden
      >
        <Typography.Paragraph>
          Stai per cancellare i dati personali di <strong>{name}</strong>: nome, e-mail, telefono, indirizzo, conversazione, e-mail inviate e note, in
          ogni richiesta con la stessa e-mail o lo stesso telefono (salvo quelle con un altro telefono o un'altra e-mail, che potrebbero essere di
          un'altra persona).
        </Typography.Paragraph>
        <Typography.Paragraph>Restano, senza dati personali, le date e gli stati che servono alle statistiche.</Typography.Paragraph>
        <Typography.Paragraph type="danger" style={{ marginBottom: 0 }}>
          L'operazione non può essere annullata.
        </Typography.Paragraph>
      </Modal>
    </Space>
  );
}
