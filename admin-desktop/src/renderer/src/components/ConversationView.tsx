import { Button, Empty, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { AdminConversation } from '@valuta/shared/leads';
import { formatDateTime } from '@valuta/shared/format';
import { VALUATION_IN_PROGRESS_LABEL, VALUATION_STATUS_LABELS } from '@valuta/shared/valuation';

const NO_CONVERSATION_TEXT = 'Nessuna conversazione disponibile';

interface ConversationViewProps {
  conversation: AdminConversation | null | undefined;
  /** Show only the first N messages, then '+ altri N messaggi' (an owner's card shows 5). */
  previewCount?: number;
  /** Height of the scrolling box in pixels (400 on an owner's card). */
  height?: number;
}

/** A chat transcript: Amelia on the left, the owner on the right, each message with its time. */
export function ConversationView({ conversation, previewCount, height = 480 }: ConversationViewProps) {
  const [expanded, setExpanded] = useState(false);
  if (!conversation || conversation.messages.length === 0) return <Empty description={NO_CONVERSATION_TEXT} />;

  const limit = previewCount !== undefined && !expanded ? previewCount : conversation.messages.length;
  const shown = conversation.messages.slice(0, limit);
  const hidden = conversation.messages.length - shown.length;

  return (
    <Flex vertical gap={8}>
      <Flex gap={8} align="center" wrap>
        <Typography.Text type="secondary">Iniziata il {formatDateTime(conversation.created_at)}</Typography.Text>
        <Tag color={conversation.completed ? 'green' : 'orange'}>
          {conversation.completed ? VALUATION_STATUS_LABELS.completed : VALUATION_IN_PROGRESS_LABEL}
        </Tag>
      </Flex>
      <div
        role="log"
        aria-label="Conversazione"
        // A region that scrolls is reached with Tab, so the keyboard can scroll it too.
        tabIndex={0}
        style={{ height, overflowY: 'auto', border: '1px solid #f0f0f0', borderRadius: 8, padding: 12, background: '#fafafa' }}
      >
        <Flex vertical gap={10}>
          {shown.map((message) => {
            const fromOwner = message.role === 'user';
            return (
              <Flex key={message.id} vertical align={fromOwner ? 'flex-end' : 'flex-start'}>
                <div
                  style={{
                    maxWidth: '80%',
                    whiteSpace: 'pre-wrap',
                    padding: '8px 12px',
                    borderRadius: 12,
                    background: fromOwner ? '#12355b' : '#fff',
                    color: fromOwner ? '#fff' : 'inherit',
                    border: fromOwner ? 'none' : '1px solid #e5e5e5',
                  }}
                >
                  {message.content}
                </div>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {fromOwner ? 'Cliente' : 'Amelia'} · {formatDateTime(message.timestamp)}
                </Typography.Text>
              </Flex>
            );
          })}
          {hidden > 0 && (
            <Button type="link" onClick={() => setExpanded(true)} style={{ alignSelf: 'center' }}>
              + altri {hidden} messaggi
            </Button>
          )}
        </Flex>
      </div>
    </Flex>
  );
}
