import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Dropdown, Modal, Typography } from 'antd';
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
  /** 'Elimina contatto': the card's own confirmation opens. */
  onDelete: () => void;
}

const MENU_KEYS = { export: 'esporta-dati', erase: 'cancella-dati', delete: 'elimina-contatto' } as const;

/**
 * The titolare's rare, heavy actions on a card, kept in the 'Altre azioni' menu so that they sit away from the
 * buttons used every day: 'Esporta dati' (a ZIP of everything held about the person), 'Cancella dati' (erasure
 * of their e-mail and phone everywhere) and 'Elimina contatto', each of the last two after its confirmation.
 * The server allows all three to the titolare only.
 */
export function PersonalDataActions({ contactId, name, onDelete }: PersonalDataActionsProps) {
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
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: MENU_KEYS.export, label: 'Esporta dati' },
            { type: 'divider' },
            { key: MENU_KEYS.erase, label: 'Cancella dati', danger: true },
            { key: MENU_KEYS.delete, label: 'Elimina contatto', danger: true },
          ],
          onClick: ({ key }) => {
            if (key === MENU_KEYS.export) void dataExport.start(personalDataPath(contactId));
            else if (key === MENU_KEYS.erase) setConfirming(true);
            else if (key === MENU_KEYS.delete) onDelete();
          },
        }}
      >
        <Button loading={dataExport.downloading}>Altre azioni ▾</Button>
      </Dropdown>
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
    </>
  );
}
