/**
 * The open event streams of this process (sockets/{token}/{window}), by user. When the watcher
 * says a user has new notifications, each of that user's streams sends the rows it has not
 * sent yet and nobody has acknowledged. One stream per session and window: a new one with the
 * same pair replaces the old (a reloaded tab). Every 25 seconds each stream gets a keep-alive
 * comment, and a stream whose session has ended (signed out, expired) is closed; the browser's
 * reconnection is then refused with 401 and it stops.
 *
 * The watcher starts with the first stream, so a process nobody streams from (a test's app, a
 * worker) polls nothing, and runs until the server closes.
 */
import type { ServerResponse } from 'node:http';
import type { Db } from '../db/database';
import type { Selectable } from 'kysely';
import type { NotificationsTable } from '../db/schema';
import type { NotificationWatch } from './notificationWatch';
import { onSessionsEndedHere } from './sessionsEnded';

type NotificationRow = Selectable<NotificationsTable>;

declare module 'fastify' {
  interface FastifyInstance {
    notificationHub: NotificationHub;
  }
}

/** What a reconnecting window may still get: older unacknowledged notifications are not news. */
export const replayWindowMs = 24 * 60 * 60 * 1000;
export const keepAliveMs = 25_000;
const batchSize = 500;
/** Open windows one user may stream to at once. */
export const maxStreamsPerUser = 20;
const batchRows = 2_000;

export interface StreamRequest {
  userId: number;
  sessionId: number;
  token: string;
  window: string;
  /** The browser's Last-Event-ID: only notifications after it are sent. */
  lastEventId: number;
  response: ServerResponse;
}

class NotificationStream {
  private sentUpTo: number;
  private running: Promise<void> | null = null;
  private again = false;
  closed = false;

  constructor(
    readonly request: StreamRequest,
    private readonly db: Db,
    private readonly now: () => number,
  ) {
    this.sentUpTo = request.lastEventId;
  }

  get key(): string {
    return `${this.request.sessionId}:${this.request.window}`;
  }

  /** Sends what is new; a wake-up during a send runs it once more after. */
  wake(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.sendNew().catch(() => undefined);
      } while (this.again && !this.closed);
      this.running = null;
    })();
    return this.running;
  }

  private async sendNew(): Promise<void> {
    for (;;) {
      if (this.closed) return;
      const rows = await this.db
        .selectFrom('notifications')
        .selectAll()
        .where('user_id', '=', this.request.userId)
        .where('id', '>', this.sentUpTo)
        .where('received_at', 'is', null)
        .where('created_at', '>=', this.now() - replayWindowMs)
        .orderBy('id')
        .limit(100)
        .execute();
      for (const row of rows) this.send(row);
      if (rows.length < 100) return;
    }
  }

  /** Whether it is reading on its own now (then a batch leaves it be and it reads again after). */
  get busy(): boolean {
    return this.running !== null;
  }

  /** One notification as its event, unless this stream sent it already. */
  send(row: NotificationRow): void {
    if (row.id <= this.sentUpTo) return;
    const event = {
      notificationId: String(row.id),
      notification: {
        message: row.message,
        type: row.type,
        dynamicString: row.dynamic_string,
        ...(row.link ? { link: row.link } : {}),
        ...(row.whatsapp ? { isWhatsappNotification: true, whatsapp: JSON.parse(row.whatsapp) as unknown } : {}),
      },
    };
    this.write(`id: ${row.id}\nevent: newNotification\ndata: ${JSON.stringify(event)}\n\n`);
    this.sentUpTo = row.id;
  }

  get sentUpToId(): number {
    return this.sentUpTo;
  }

  write(chunk: string): void {
    if (!this.closed) this.request.response.write(chunk);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.request.response.end();
  }
}

export class NotificationHub {
  private readonly byUser = new Map<number, Set<NotificationStream>>();
  private readonly byKey = new Map<string, NotificationStream>();
  private watching: Promise<void> | null = null;
  private keepAlive: NodeJS.Timeout | null = null;
  private stopHearing: (() => void) | null = null;
  private readonly stoppers: (() => void)[] = [];

  /**
   * sessionOf: the session id a token stands for now, or null (http/session.ts, given by the
   * app: the events folder sits below http).
   */
  constructor(
    private readonly db: Db,
    private readonly watch: NotificationWatch,
    private readonly now: () => number,
    private readonly sessionOf: (token: string) => Promise<number | null>,
  ) {}

  get openStreams(): number {
    return this.byKey.size;
  }

  /** Whether this session's window has a stream open in this process now. */
  hasStream(sessionId: number, window: string): boolean {
    return this.byKey.has(`${sessionId}:${window}`);
  }

  /**
   * A live event that is no notification (no row, no id, nothing replayed to a reconnecting
   * window): written to one open window as it is, e.g. the queue page's "something changed"
   * (modules/superAdmin/queue). Answers whether the window was open here.
   */
  sendLive(sessionId: number, window: string, event: string, data: unknown): boolean {
    const stream = this.byKey.get(`${sessionId}:${window}`);
    if (!stream || stream.closed) return false;
    stream.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    return true;
  }

  /** Work that lives as long as the streams (a watcher sending live events) ends with them. */
  onStop(stop: () => void): void {
    this.stoppers.push(stop);
  }

  /** Takes over the response: sends what the window missed, then what comes. */
  async open(request: StreamRequest): Promise<void> {
    const stream = new NotificationStream(request, this.db, this.now);
    this.byKey.get(stream.key)?.close();
    this.byKey.set(stream.key, stream);
    let streams = this.byUser.get(request.userId);
    if (!streams) this.byUser.set(request.userId, (streams = new Set()));
    // A flood of window names from one user closes its oldest streams, not the server's sockets.
    for (const oldest of streams) {
      if (streams.size < maxStreamsPerUser) break;
      oldest.close();
      this.forget(oldest);
    }
    streams.add(stream);
    request.response.on('close', () => this.forget(stream));
    request.response.write('retry: 3000\n\n');
    // Listening before the first read: a notification raised in between is heard, not lost.
    await this.startWatching();
    await stream.wake();
  }

  private forget(stream: NotificationStream): void {
    stream.closed = true;
    if (this.byKey.get(stream.key) === stream) this.byKey.delete(stream.key);
    const streams = this.byUser.get(stream.request.userId);
    streams?.delete(stream);
    if (streams?.size === 0) this.byUser.delete(stream.request.userId);
  }

  /**
   * Wakes the streams of these users; no ids wakes every stream (the watcher lost events). Many
   * users at once (one event to a thousand) are read in a few queries, not one per stream.
   */
  async wake(userIds: number[]): Promise<void> {
    if (userIds.length === 0) {
      await Promise.all([...this.byKey.values()].map((s) => s.wake()));
      return;
    }
    const waiting = userIds.filter((id) => this.byUser.has(id));
    for (let i = 0; i < waiting.length; i += batchSize) {
      const batch = waiting.slice(i, i + batchSize);
      const streams = batch.flatMap((id) => [...(this.byUser.get(id) ?? [])]);
      if (streams.length === 0) continue;
      const from = Math.min(...streams.map((s) => s.sentUpToId));
      const rows = await this.db
        .selectFrom('notifications')
        .selectAll()
        .where('user_id', 'in', batch)
        .where('id', '>', from)
        .where('received_at', 'is', null)
        .where('created_at', '>=', this.now() - replayWindowMs)
        .orderBy('id')
        .limit(batchRows)
        .execute();
      for (const row of rows) {
        for (const stream of this.byUser.get(row.user_id) ?? []) if (!stream.busy) stream.send(row);
      }
      // A stream reading on its own, or more rows than one read takes: it reads the rest itself.
      for (const stream of streams) if (stream.busy || rows.length === batchRows) void stream.wake();
    }
  }

  private startWatching(): Promise<void> {
    if (!this.watching) {
      this.stopHearing = onSessionsEndedHere((ids) => void this.checkSessions(ids));
      this.watching = this.watch.start(
        (ids) => void this.wake(ids),
        (ids) => void this.checkSessions(ids),
      ).catch(() => {
        // Not listening (PostgreSQL unreachable): the keep-alive round still wakes every stream.
      });
      this.keepAlive = setInterval(() => void this.keepAliveRound(), keepAliveMs);
      this.keepAlive.unref();
    }
    return this.watching;
  }

  private async stopWatching(): Promise<void> {
    if (!this.watching) return;
    this.stopHearing?.();
    this.stopHearing = null;
    if (this.keepAlive) clearInterval(this.keepAlive);
    this.keepAlive = null;
    const watching = this.watching;
    this.watching = null;
    await watching;
    await this.watch.stop();
  }

  /** Closes those users' streams whose session ended (events/sessionsEnded.ts), at once rather than at the keep-alive round. */
  async checkSessions(userIds: number[]): Promise<void> {
    const streams = userIds.flatMap((id) => [...(this.byUser.get(id) ?? [])]);
    await Promise.all(
      streams.map(async (stream) => {
        const sessionId = await this.sessionOf(stream.request.token).catch(() => null);
        if (sessionId !== stream.request.sessionId) stream.close();
      }),
    );
  }

  /** Keep-alive comments, closing streams whose session ended, and a catch-up for all (every 25 s; tests call it). */
  async keepAliveRound(): Promise<void> {
    for (const stream of [...this.byKey.values()]) {
      const sessionId = await this.sessionOf(stream.request.token).catch(() => null);
      if (sessionId !== stream.request.sessionId) {
        stream.close();
        continue;
      }
      stream.write(': keep-alive\n\n');
      void stream.wake();
    }
  }

  async stop(): Promise<void> {
    for (const stop of this.stoppers.splice(0)) stop();
    for (const stream of [...this.byKey.values()]) stream.close();
    await this.stopWatching();
  }
}
