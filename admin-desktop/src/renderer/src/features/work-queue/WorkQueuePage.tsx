import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { PLAIN_TOKENS } from '../../app/theme';
import { withAntd } from '../../app/with-antd';
import { EmptyState } from '../../components/plain/EmptyState';
import { LoadingLines } from '../../components/plain/LoadingLines';
import { Panel } from '../../components/plain/Panel';
import { INLINE_FAILURE } from '../../lib/failures';
import { PageHeading } from '../../pages/PageHeading';
import { useIsTitolare } from '../auth/use-current-member';
import { highlightedRowKey, queueCountText } from './queue-text';
import { QueueRowItem } from './QueueRowItem';
import { readMember, workQueueQuery } from './work-queue.queries';
import { MemberFilterSlot } from './MemberFilterSlot';

/** Shown only when a load fails or a notification's row is gone: Ant Design's alert, fetched then. */
const Alert = lazy(withAntd(() => import('antd/es/alert')));

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
      <Panel>
        <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 12, marginBottom: 16 }}>
          <span style={{ color: PLAIN_TOKENS.colorTextSecondary }}>{data ? queueCountText(data.total, data.rows.length) : ' '}</span>
          {titolare && <MemberFilterSlot member={member} onChange={chooseMember} />}
        </div>
        {goneContactId !== null && highlighted?.startsWith('new_lead:') && (
          <Suspense fallback={null}>
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 16 }}
              title="Questo contatto non è più tra le cose da fare: qualcuno lo ha già contattato."
              action={<Link to={`/contatti/${goneContactId}`}>Apri la scheda</Link>}
            />
          </Suspense>
        )}
        {isPending ? (
          <LoadingLines />
        ) : isError ? (
          <Suspense fallback={null}>
            <Alert type="error" showIcon title="Impossibile caricare le cose da fare. Riprova più tardi." />
          </Suspense>
        ) : data.rows.length === 0 ? (
          <EmptyState description="Niente da fare adesso: nessun contatto in attesa, nessun appuntamento da confermare." />
        ) : (
          <ol aria-label="Da fare" style={{ margin: 0, padding: 0, display: 'grid', gap: 8 }}>
            {data.rows.map((row) => (
              <QueueRowItem key={row.key} row={row} highlighted={row.key === highlighted} />
            ))}
          </ol>
        )}
      </Panel>
    </>
  );
}
