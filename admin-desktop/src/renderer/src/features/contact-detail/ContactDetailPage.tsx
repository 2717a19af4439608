import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Flex, Radio, Result, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { AdminConversation } from '@valuta/shared/leads';
import { formatDate } from '@valuta/shared/format';
import { ConversationView } from '../../components/ConversationView';
import { SectionTabs } from '../../components/SectionTabs';
import { hasStatus } from '../../lib/api-errors';
import { INLINE_FAILURE } from '../../lib/failures';
import { useIsTitolare } from '../auth/use-current-member';
import { contactDetailQuery, contactKeys, conversationQuery, markContactRead } from '../contacts/contacts.queries';
import { backToListPath } from '../contacts/list-location';
import { DeleteContactDialog } from '../contacts/DeleteContactDialog';
import { useDeleteContact } from '../contacts/use-delete-contact';
import { ActivityCard } from '../lead-work/ActivityCard';
import { LeadRequestSummary } from '../lead-work/LeadRequestSummary';
import { OutcomeTab } from '../outcomes/OutcomeTab';
import { sellingTabItems } from '../selling/SellingTabs';
import { AppointmentsTab } from './AppointmentsTab';
import { ContactHeader } from './ContactHeader';
import { InfoTab } from './InfoTab';
import { PersonalDataActions } from './PersonalDataActions';
import { NO_VALUATION_LINKED_TEXT, PropertyTab } from './PropertyTab';
import { valuationTabLabel } from './property-text';
import { useUpdateContact } from './use-update-contact';

/** The conversation of the selected valuation: the card brings the first one, the others are fetched. */
function useSelectedConversation(selectedId: string | null, included: AdminConversation | null) {
  const needsFetch = selectedId !== null && included?.valuation_id !== selectedId;
  const query = useQuery({ ...conversationQuery(selectedId ?? ''), enabled: needsFetch });
  if (selectedId === null) return { conversation: null, loading: false };
  if (!needsFetch) return { conversation: included, loading: false };
  return { conversation: query.data?.conversation ?? null, loading: query.isPending };
}

/**
 * Scheda Contatto: the header with its selectors, then what the owner asked for with the next action and the
 * buttons that reach them, the 'Attività' timeline, and the tabs of the details (one per valuation).
 */
export function ContactDetailPage() {
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const validId = Number.isInteger(id) && id > 0;
  const { data, isPending, error } = useQuery({ ...contactDetailQuery(id), enabled: validId, meta: INLINE_FAILURE });
  const update = useUpdateContact(id);
  const [selectedValuationId, setSelectedValuationId] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const listPath = backToListPath(useLocation().state);
  const BACK_LINK = <Link to={listPath}>← Torna ai contatti</Link>;
  const deletion = useDeleteContact(() => void navigate(listPath));
  const titolare = useIsTitolare();
  const queryClient = useQueryClient();

  // Opening a 'Nuovo' lead marks it 'Letto' (once: afterwards the card holds the saved status).
  const openedAsNew = data?.contact.id === id && data.contact.status === 'new';
  useEffect(() => {
    if (!openedAsNew) return;
    markContactRead(id).then(
      async ({ contact }) => {
        queryClient.setQueryData(contactDetailQuery(id).queryKey, (current) => (current ? { ...current, contact } : current));
        await queryClient.invalidateQueries({ queryKey: contactKeys.lists() });
      },
      // Not being marked read costs nothing: the status can still be set by hand.
      () => undefined,
    );
  }, [openedAsNew, id, queryClient]);

  const selected =
    data?.allUserValuations.find((valuation) => valuation.id === selectedValuationId) ?? data?.valuation ?? data?.allUserValuations[0] ?? null;
  const { conversation, loading: conversationLoading } = useSelectedConversation(selected?.id ?? null, data?.conversation ?? null);

  if (!validId || hasStatus(error, 404)) {
    return <Result status="404" title="Contatto non trovato" extra={BACK_LINK} />;
  }
  if (error) {
    return (
      <Flex vertical gap={16}>
        {BACK_LINK}
        <Alert type="error" showIcon title="Impossibile caricare il contatto. Riprova più tardi." />
      </Flex>
    );
  }
  if (isPending || !data) {
    return (
      <Flex vertical gap={16}>
        {BACK_LINK}
        <Card>
          <Skeleton active />
        </Card>
      </Flex>
    );
  }

  const { contact } = data;
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        {BACK_LINK}
        {titolare && <PersonalDataActions contactId={contact.id} name={contact.name} onDelete={() => setConfirmingDelete(true)} />}
      </Flex>
      <ContactHeader
        contact={contact}
        valuationsCount={data.valuationsCount}
        speedToLead={data.speedToLead}
        saving={update.isPending}
        onChange={(change) => update.mutate(change)}
      />
      <LeadRequestSummary card={data} />
      <ActivityCard contactId={contact.id} />

      <Card>
        {data.allUserValuations.length === 1 ? (
          <Typography.Paragraph strong>{valuationTabLabel(data.allUserValuations[0]!, formatDate)}</Typography.Paragraph>
        ) : data.allUserValuations.length > 1 ? (
          // Which valuation the sections below show: a choice, not a tab list (it has no panel of its own).
          <Radio.Group
            aria-label="Valutazioni"
            optionType="button"
            size="small"
            value={selected?.id}
            onChange={(event) => setSelectedValuationId(event.target.value as string)}
            options={data.allUserValuations.map((valuation) => ({ value: valuation.id, label: valuationTabLabel(valuation, formatDate) }))}
            style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 16 }}
          />
        ) : (
          <Alert type="info" showIcon title={NO_VALUATION_LINKED_TEXT} style={{ marginBottom: 16 }} />
        )}
        <SectionTabs
          label="Sezioni della scheda"
          sections={[
            { key: 'info', label: 'Informazioni', children: <InfoTab contact={contact} /> },
            { key: 'property', label: 'Immobile', children: <PropertyTab valuation={selected} /> },
            {
              key: 'appointments',
              label: `Appuntamenti (${data.appointments.length})`,
              children: <AppointmentsTab appointments={data.appointments} />,
            },
            {
              key: 'conversation',
              label: 'Conversazione',
              children: conversationLoading ? <Skeleton active /> : <ConversationView conversation={conversation} />,
            },
            {
              key: 'outcome',
              label: 'Esito',
              children: <OutcomeTab contactId={contact.id} outcome={data.outcome} history={data.outcomeHistory} />,
            },
            ...(data.outcome?.outcome === 'mandate' ? sellingTabItems(contact.id) : []),
          ]}
        />
      </Card>

      <DeleteContactDialog
        name={confirmingDelete ? contact.name : null}
        deleting={deletion.isPending}
        onConfirm={() => deletion.mutate({ id: contact.id, name: contact.name })}
        onCancel={() => setConfirmingDelete(false)}
      />
    </Flex>
  );
}
