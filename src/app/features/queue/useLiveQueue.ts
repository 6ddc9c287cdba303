/**
 * The queue as the server sees it, kept current by the event stream: the page names this
 * window when it fetches, so the server tells this window (queueChanged) when the queue moved,
 * and the page fetches again then. While the stream is closed (notifications switched off, a
 * dropped connection) nothing would tell it, so it looks every few seconds until it reopens.
 */
import { useEffect } from 'react';
import { useGetQueueQuery } from '../../api/generated/superAdmin';
import { useAppSelector } from '../../state/hooks';

export const pollWhileClosedMs = 5_000;

export function useLiveQueue() {
  const live = useAppSelector((s) => s.notifications.live);
  const query = useGetQueueQuery(live.window ? { window: live.window } : {}, { pollingInterval: live.open ? 0 : pollWhileClosedMs });
  const { refetch } = query;
  useEffect(() => {
    if (live.queueChanges > 0) void refetch();
  }, [live.queueChanges, refetch]);
  return { ...query, live: live.open };
}
