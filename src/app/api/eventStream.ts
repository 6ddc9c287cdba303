/**
 * The notification stream (sockets/{token}/{window}). Logout stops it; it reopens on error
 * unless it was closed on purpose (section 4).
 */
let source: EventSource | null = null;
let closedOnPurpose = false;

export interface EventStreamHandlers {
  onNotification: (payload: unknown) => void;
}

export function startEventStream(url: string, handlers: EventStreamHandlers): void {
  if (source || typeof EventSource === 'undefined') return;
  closedOnPurpose = false;
  source = new EventSource(url, { withCredentials: true });
  source.addEventListener('newNotification', (event) => {
    handlers.onNotification(JSON.parse((event as MessageEvent<string>).data));
  });
  source.onerror = () => {
    source?.close();
    source = null;
    if (!closedOnPurpose) setTimeout(() => startEventStream(url, handlers), 5000);
  };
}

export function stopEventStream(): void {
  closedOnPurpose = true;
  source?.close();
  source = null;
}

export const isEventStreamOpen = (): boolean => source !== null;
