import { Island } from '../../islands/Island';
import { ValuationChat } from './ValuationChat';

/** The chat's page: served as islands, the chat hydrates alone, without the router (see ValuationChat). */
export default function ChatPage() {
  return <Island name="chat" component={ValuationChat} />;
}
