/**
 * A client of the live event stream for tests: a real HTTP request to a listening server, read
 * as server-sent events the way EventSource reads them (id, event, data; comments skipped).
 */
export interface StreamEvent {
  id: string;
  event: string;
  data: string;
}

export interface TestEventStream {
  status: number;
  /** The next event, or an error after timeoutMs. */
  next(timeoutMs?: number): Promise<StreamEvent>;
  /** Whether the server ended the stream. */
  ended(): Promise<boolean>;
  close(): void;
}

export async function openEventStream(url: string, headers: Record<string, string> = {}): Promise<TestEventStream> {
  const abort = new AbortController();
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal });
  const queue: StreamEvent[] = [];
  const waiting: ((event: StreamEvent) => void)[] = [];
  let done: (ended: boolean) => void = () => undefined;
  const endedPromise = new Promise<boolean>((resolve) => (done = resolve));
  void (async () => {
    if (!response.body) return done(true);
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (finished) break;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: StreamEvent = { id: '', event: 'message', data: '' };
          let hasData = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) continue;
            const [field, ...rest] = line.split(':');
            const value = rest.join(':').replace(/^ /, '');
            if (field === 'id') event.id = value;
            if (field === 'event') event.event = value;
            if (field === 'data') {
              event.data += (hasData ? '\n' : '') + value;
              hasData = true;
            }
          }
          if (!hasData) continue;
          const taker = waiting.shift();
          if (taker) taker(event);
          else queue.push(event);
        }
      }
      done(true);
    } catch {
      done(false);
    }
  })();
  return {
    status: response.status,
    next: (timeoutMs = 5_000) =>
      new Promise<StreamEvent>((resolve, reject) => {
        const queued = queue.shift();
        if (queued) return resolve(queued);
        const taker = (event: StreamEvent) => {
          clearTimeout(timer);
          resolve(event);
        };
        // A wait that timed out takes no later event: the next call gets it.
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(taker), 1);
          reject(new Error('no event within the time'));
        }, timeoutMs);
        waiting.push(taker);
      }),
    ended: () => endedPromise,
    close: () => abort.abort(),
  };
}
