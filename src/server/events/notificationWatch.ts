/**
 * Which users have new notifications, wherever they were raised: a worker that received a
 * reply, another API process, this one. On PostgreSQL a LISTEN connection hears the NOTIFY of
 * each committed notification (notifications.ts); on SQLite, whose pipeline runs in a child
 * process writing the same file, the newest rows are looked up every 100 ms while a stream is
 * open. Either way the watcher only says "user N has something"; the streams read the rows.
 */
import pg from 'pg';
import { dialectOf, type Db } from '../db/database';
import { notificationChannel } from './notifications';
import { sessionsEndedChannel, userIdsOfPayload } from './sessionsEnded';

export interface NotificationWatch {
  /**
   * Starts telling `onUsers` which users have new rows, and `onSessionsEnded` whose sessions
   * other processes ended (sessionsEnded.ts); the promise settles once it listens.
   */
  start(onUsers: (userIds: number[]) => void, onSessionsEnded?: (userIds: number[]) => void): Promise<void>;
  stop(): Promise<void>;
}

const sqlitePollMs = 100;
const reconnectMs = 1_000;

export function notificationWatch(db: Db, databaseUrl: string): NotificationWatch {
  return dialectOf(db) === 'postgres' ? listenWatch(databaseUrl) : pollWatch(db);
}

function pollWatch(db: Db): NotificationWatch {
  let timer: NodeJS.Timeout | null = null;
  let lastSeen = 0;
  let busy = false;
  return {
    // One API process on SQLite: the sessions it ends are announced in this process (sessionsEnded.ts).
    async start(onUsers) {
      const newest = await db.selectFrom('notifications').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
      lastSeen = Number(newest?.id ?? 0);
      timer = setInterval(() => {
        if (busy) return;
        busy = true;
        db.selectFrom('notifications')
          .select(['id', 'user_id'])
          .where('id', '>', lastSeen)
          .orderBy('id')
          .limit(1_000)
          .execute()
          .then((rows) => {
            if (rows.length === 0) return;
            lastSeen = rows[rows.length - 1].id;
            onUsers([...new Set(rows.map((r) => r.user_id))]);
          })
          .catch(() => undefined)
          .finally(() => {
            busy = false;
          });
      }, sqlitePollMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}

function listenWatch(databaseUrl: string): NotificationWatch {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  const connect = async (onUsers: (userIds: number[]) => void, onSessionsEnded: ((userIds: number[]) => void) | undefined, afterLoss: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      if (message.channel === sessionsEndedChannel) {
        onSessionsEnded?.(userIdsOfPayload(message.payload));
        return;
      }
      const userId = Number(message.payload);
      if (Number.isInteger(userId)) onUsers([userId]);
    });
    // A lost connection is heard again after a second; what was raised meanwhile is read by
    // every stream's catch-up (onUsers with no ids means "everyone, look again").
    next.on('error', () => undefined);
    next.on('end', () => {
      if (stopped) return;
      retry = setTimeout(() => void connect(onUsers, onSessionsEnded, true).catch(() => undefined), reconnectMs);
      retry.unref();
    });
    await next.connect();
    await next.query(`LISTEN ${notificationChannel}`);
    await next.query(`LISTEN ${sessionsEndedChannel}`);
    client = next;
    if (afterLoss) onUsers([]);
  };
  return {
    start: (onUsers, onSessionsEnded) => connect(onUsers, onSessionsEnded, false),
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}
