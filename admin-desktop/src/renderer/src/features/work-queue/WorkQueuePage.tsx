import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { PLAIN_TOKENS } from '../../app/theme';
import { withAntd } from '../../app/with-antd';
import { EmptyState } from '../../components/plain/EmptyState';
import { LoadingLines } from '../../components/plain/LoadingLines';
import { Panel } from '../../components/plain/Panel';
import { afterFirstPaint } from '../../lib/after-first-paint';
import { INLINE_FAILURE } from '../../lib/failures';
import { PageHeading } from '../../pages/PageHeading';
import { useIsTitolare } from '../auth/use-current-member';
import { highlightedRowKey, queueCountText } from './queue-text';
import { QueueRowItem } from './QueueRowItem';
import { readMember, workQueueQuery } from './work-queue.queries';
import { MEMBER_FILTER_SIZE } from './member-filter-size';

/**
 * Ant Design's select is the heaviest part of the page and only a titolare sees it: its own chunk, so that the
 * queue's first paint on a phone does not wait for it (docs/decisions/0117-da-fare-lighter.md).
 */
const MemberFilter = lazy(withAntd(() => import('./MemberFilter').then((module) => ({ default: module.MemberFilter }))));
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
  // The filter is fetched and drawn once the queue has been painted: on a phone's CPU, drawn before, it delayed
  // the queue's first paint (docs/decisions/0119-da-fare-without-ant-design-at-start.md).
  const [filterShown, setFilterShown] = useState(false);
  const answered = !isPending;
  useEffect(() => {
    if (!titolare || !answered || filterShown) return;
    let current = true;
    void afterFirstPaint().then(() => current && setFilterShown(true));
    return () => {
      current = false;
    };
  }, [titolare, answered, filterShown]);

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
          {titolare &&
            (filterShown ? (
              <Suspense fallback={<div style={MEMBER_FILTER_SIZE} />}>
                <MemberFilter member={member} onChange={chooseMember} />
              </Suspense>
            ) : (
              <div style={MEMBER_FILTER_SIZE} />
            ))}
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
