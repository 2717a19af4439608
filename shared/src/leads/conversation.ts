/** A valuation's chat as the back office reads it, on the lead's card and in the owner's view. */

export interface ConversationMessage {
  id: number;
  role: 'user' | 'assistant';
  content: string;
  timestamp: string;
}

export interface AdminConversation {
  /** The conversation is the valuation's chat, so it shares the valuation's id. */
  id: string;
  valuation_id: string;
  created_at: string;
  completed: boolean;
  messages: ConversationMessage[];
}

/** GET /api/admin/valuations/{id}/conversation */
export interface ConversationResponse {
  conversation: AdminConversation;
  messages: ConversationMessage[];
}
