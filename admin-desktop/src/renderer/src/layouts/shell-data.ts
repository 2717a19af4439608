import type { QueryClient } from '@tanstack/react-query';
import type { SessionAdmin } from '@valuta/shared/auth';
import { INLINE_FAILURE } from '../lib/failures';
import { agencySettingsQuery } from '../features/agency-settings/agency-settings.queries';
import { teamQuery } from '../features/team/team.queries';
import { workQueueCountsQuery } from '../features/work-queue/work-queue.queries';

/**
 * Asks for what the shell reads (the sidebar's counts; a titolare's settings and team, for 'Per iniziare') as
 * soon as the session is known, instead of once the shell is drawn: on a phone the answers arrive while the
 * shell's code is still being run (docs/decisions/0119-da-fare-without-ant-design-at-start.md). Same queries,
 * same failure handling as AdminLayout's and useSetup's own.
 */
export function prefetchShellData(client: QueryClient, member: SessionAdmin) {
  void client.prefetchQuery({ ...workQueueCountsQuery(), meta: INLINE_FAILURE });
  if (member.role !== 'titolare') return;
  void client.prefetchQuery({ ...agencySettingsQuery(), meta: INLINE_FAILURE });
  void client.prefetchQuery({ ...teamQuery(), meta: INLINE_FAILURE });
}
