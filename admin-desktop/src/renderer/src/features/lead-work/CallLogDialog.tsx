import { Flex, Input, Modal, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { CALL_OUTCOMES, CALL_OUTCOME_LABELS, type CallOutcome, type NextActionInput } from '@valuta/shared/leads';
import { useLogCall } from './lead-work.queries';
import { NextActionDialog } from './NextActionDialog';
import { instantOf } from './when-fields';

interface CallLogDialogProps {
  contactId: number;
  name: string;
  onClose: () => void;
}

const PROPOSAL_INTRO = 'Ti proponiamo la prossima azione: salvala così o cambiala.';

/**
 * 'Registra chiamata': how the call went, a note, and for 'Richiamare' when the owner asked to be called. After
 * 'Non risponde' or 'Richiamare' the server's proposed next action opens, for the member to accept or change. The
 * call itself shows as the timeline's newest entry.
 */
export function CallLogDialog({ contactId, name, onClose }: CallLogDialogProps) {
  const logCall = useLogCall(contactId);
  const [outcome, setOutcome] = useState<CallOutcome | null>(null);
  const [note, setNote] = useState('');
  const [callback, setCallback] = useState({ date: '', time: '' });
  const [proposal, setProposal] = useState<NextActionInput | null>(null);

  if (proposal) return <NextActionDialog contactId={contactId} initial={proposal} intro={PROPOSAL_INTRO} onClose={onClose} />;

  const callbackAt = outcome === 'call_back' ? instantOf(callback) : null;
  return (
    <Modal
      open
      title={`Registra chiamata · ${name}`}
      okText="Registra chiamata"
      cancelText="Annulla"
      okButtonProps={{ disabled: outcome === null }}
      confirmLoading={logCall.isPending}
      onOk={() =>
        outcome &&
        logCall.mutate(
          { outcome, note: note.trim() || undefined, ...(callbackAt ? { callbackAt } : {}) },
          {
            onSuccess: ({ proposedNextAction }) => {
              if (proposedNextAction) setProposal(proposedNextAction);
              else onClose();
            },
          },
        )
      }
      onCancel={onClose}
      destroyOnHidden
    >
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Radio.Group
          aria-label="Com'è andata"
          value={outcome}
          onChange={(event) => setOutcome(event.target.value as CallOutcome)}
          options={CALL_OUTCOMES.map((value) => ({ value, label: CALL_OUTCOME_LABELS[value] }))}
        />
        {outcome === 'call_back' && (
          <Flex vertical gap={4}>
            <Typography.Text type="secondary">Quando richiamare, se l’ha detto (altrimenti tra due ore)</Typography.Text>
            <Flex gap={12} wrap>
              <Input
                type="date"
                aria-label="Giorno da richiamare"
                value={callback.date}
                onChange={(event) => setCallback({ ...callback, date: event.target.value })}
              />
              <Input
                type="time"
                aria-label="Ora da richiamare"
                value={callback.time}
                onChange={(event) => setCallback({ ...callback, time: event.target.value })}
              />
            </Flex>
          </Flex>
        )}
        <label>
          Nota (facoltativa)
          <Input.TextArea aria-label="Nota della chiamata" rows={3} value={note} maxLength={5000} onChange={(event) => setNote(event.target.value)} />
        </label>
      </Space>
    </Modal>
  );
}
