/**
 * When the chat asks what changed (get-updated-chat): a live notification that leads to this
 * very page (a reply to this shipment), every 3 s while one of our answers is still sending,
 * when the event stream opens again after a drop (it may have missed events), when the window
 * comes back into focus, and every 15 s while there is no live stream at all (notifications
 * switched off, or the stream down) so replies still arrive. A notification or a reopening that
 * comes while the page first loads asks once the page has loaded.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppSelector } from '../../state/hooks';

export const sendingPollMs = 3_000;
export const noStreamPollMs = 15_000;

export function useChatUpdates(catchUp: () => unknown, options: { ready: boolean; sending: boolean }): void {
  const { ready, sending } = options;
  const { pathname } = useLocation();
  const live = useAppSelector((s) => s.notifications.live);
  // What the stream had already brought when the page opened is not news to it.
  const seen = useRef({ received: live.received, opens: live.opens });
  // News that came while the first load was under way: that load may have been read before it.
  const missed = useRef(false);

  useEffect(() => {
    if (live.received === seen.current.received) return;
    seen.current.received = live.received;
    if (live.link !== pathname) return;
    if (ready) catchUp();
    else missed.current = true;
  }, [live.received, live.link, pathname, ready, catchUp]);

  useEffect(() => {
    if (live.opens === seen.current.opens) return;
    seen.current.opens = live.opens;
    if (ready) catchUp();
    else missed.current = true;
  }, [live.opens, ready, catchUp]);

  useEffect(() => {
    if (!ready || !missed.current) return;
    missed.current = false;
    catchUp();
  }, [ready, catchUp]);

  useEffect(() => {
    if (!ready) return undefined;
    const onFocus = () => catchUp();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [ready, catchUp]);

  useEffect(() => {
    if (!ready || !sending) return undefined;
    const timer = setInterval(catchUp, sendingPollMs);
    return () => clearInterval(timer);
  }, [ready, sending, catchUp]);

  useEffect(() => {
    if (!ready || live.open) return undefined;
    const timer = setInterval(catchUp, noStreamPollMs);
    return () => clearInterval(timer);
  }, [ready, live.open, catchUp]);
}
