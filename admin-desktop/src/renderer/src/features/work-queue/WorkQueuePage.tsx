import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { Suspense, lazy } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { INLINE_FAILURE } from '../../lib/failures';
import { PageHeading } from '../../pages/PageHeading';
import { useIsTitolare } from '../auth/use-current-member';
import { highlightedRowKey, queueCountText } from './queue-text';
import { QueueRowItem } from './QueueRowItem';
import { workQueueQuery, type QueueMemberFilter } from './work-queue.queries';
import { MEMBER_FILTER_SIZE } from './member-filter-size';

/**
 * Ant Design's select is the heaviest part of the page and only a titolare sees it: its own chunk, so that the
 * queue's first paint on a phone does not wait for it (docs/decisions/0117-da-fare-lighter.md).
 */
const MemberFilter = lazy(() => import('./MemberFilter').then((module) => ({ default: module.MemberFilter })));

/** The titolare's member filter as the address holds it (?membro=me|none|<id>); anything else is everybody. */
function readMember(value: string | null): QueueMemberFilter | null {
  return value === 'me' || value === 'none' || (value && /^[1-9]\d{0,9}$/.test(value)) ? (value as QueueMemberFilter) : null;
}

/**
 * 'Da fare', the back office's landing page: what needs a person now, most urgent first, as the server orders
 * it. A consulente sees theirs and the unassigned ones; a titolare everything, or one member's. The list looks
 * again every half minute and when the window comes back to the front.
 */
export function WorkQueuePage() {
  const titolare = useIsTitolare();
  const [params, setParams] = useSearchParams();
  const member = titolare ? readMember(params.get('membro')) : null;
  const highlighted = highlightedRowKey(useLocation().search);
  const { data, isPending, isError } = useQuery({ ...workQueueQuery(member), meta: INLINE_FAILURE });

  // A notification's lead that is no longer to do (someone called meanwhile) is said so, with its card.
  const goneContactId = highlighted && data && !data.rows.some((row) => row.key === highlighted) ? Number(highlighted.split(':')[1]) : null;

  function chooseMember(value: string) {
    setParams(value ? { membro: value } : {}, { replace: true });
  }

  return (
    <>
      <PageHeading title="Da fare" />
      <Card>
        <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 16 }}>
          <Typography.Text type="secondary">{data ? queueCountText(data.total, data.rows.length) : ' '}</Typography.Text>
          {titolare && (
            <Suspense fallback={<div style={MEMBER_FILTER_SIZE} />}>
              <MemberFilter member={member} onChange={chooseMember} />
            </Suspense>
          )}
        </Flex>
        {goneContactId !== null && highlighted?.startsWith('new_lead:') && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title="Questo contatto non è più tra le cose da fare: qualcuno lo ha già contattato."
            action={<Link to={`/contatti/${goneContactId}`}>Apri la scheda</Link>}
          />
        )}
        {isPending ? (
          <Skeleton active />
        ) : isError ? (
          <Alert type="error" showIcon title="Impossibile caricare le cose da fare. Riprova più tardi." />
        ) : data.rows.length === 0 ? (
          <Empty description="Niente da fare adesso: nessun contatto in attesa, nessun appuntamento da confermare." />
        ) : (
          <ol aria-label="Da fare" style={{ margin: 0, padding: 0, display: 'grid', gap: 8 }}>
            {data.rows.map((row) => (
              <QueueRowItem key={row.key} row={row} highlighted={row.key === highlighted} />
            ))}
          </ol>
        )}
      </Card>
    </>
  );
}
