import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Divider, Skeleton } from 'antd';
import { INLINE_FAILURE } from '../../lib/failures';
import { ActivityTimeline } from './ActivityTimeline';
import { activitiesQuery } from './lead-work.queries';
import { NoteForm } from './NoteForm';

/** 'Attività': a new note on top, then everything that happened to the lead, newest first. */
export function ActivityCard({ contactId }: { contactId: number }) {
  const { data, isPending, isError } = useQuery({ ...activitiesQuery(contactId), meta: INLINE_FAILURE });
  return (
    <Card title="Attività">
      <NoteForm contactId={contactId} />
      <Divider />
      {isPending ? (
        <Skeleton active />
      ) : isError ? (
        <Alert type="error" showIcon title="Impossibile caricare le attività. Riprova più tardi." />
      ) : (
        <ActivityTimeline activities={data.activities} />
      )}
    </Card>
  );
}
