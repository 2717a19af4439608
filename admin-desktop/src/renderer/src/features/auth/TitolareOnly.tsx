import { Result } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { TITOLARE_ONLY_MESSAGE } from '@valuta/shared/team';
import { useCurrentMember } from './use-current-member';

/**
 * A page only the titolare may open (the team, the audit log, the agency's settings): the sidebar does not
 * offer it to a consulente, and one who opens its address reads why rather than a page whose every call the
 * server refuses.
 */
export function TitolareOnly({ children }: { children: ReactNode }) {
  const member = useCurrentMember();
  if (!member) return null;
  if (member.role !== 'titolare') return <Result status="403" title={TITOLARE_ONLY_MESSAGE} extra={<Link to="/">Torna a Da fare</Link>} />;
  return children;
}
