/**
 * The embedded newsletter service (the simulator): its accounts, sign-in tokens and landing
 * pages live in its own tables (newsletter_simulator_*), so every API process serves the
 * same simulator. A sign-in token opens the account page once, within loginTokenLifetimeMs;
 * opening it starts the simulator's own page session (a cookie), as a real service's would.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import type { NewsletterService } from './service';

/** Short-lived: the browser opens the link right after asking for it. */
export const loginTokenLifetimeMs = 2 * 60_000;
export const sessionLifetimeMs = 8 * 3_600_000;
export const sessionCookie = 'newsletter_simulator';

export const simulatorPaths = {
  login: (token: string) => `/newsletter-simulator/login/${encodeURIComponent(token)}`,
  account: '/newsletter-simulator/account',
  landingPages: '/newsletter-simulator/landing-pages',
  landing: (hash: string) => `/newsletter-simulator/landing/${encodeURIComponent(hash)}`,
};

const randomToken = (): string => randomBytes(24).toString('base64url');

export function simulatorService(db: Db, now: () => number): NewsletterService {
  return {
    async createAccount({ email, firstName, mailLimit }) {
      const taken = await db.selectFrom('newsletter_simulator_accounts').select('id').where('email', '=', email.toLowerCase()).executeTakeFirst();
      if (taken) return { refused: 'emailTaken' };
      const row = await db
        .insertInto('newsletter_simulator_accounts')
        .values({ email: email.toLowerCase(), first_name: firstName, mail_limit: mailLimit, created_at: now() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { accountId: String(row.id) };
    },
    async loginLink({ accountId, mailLimit }) {
      const token = randomToken();
      await db.transaction().execute(async (trx) => {
        // Expired links and sessions open nothing again: they go as new ones are made, so the table stays small.
        await trx.deleteFrom('newsletter_simulator_tokens').where('expires_at', '<=', now()).execute();
        await trx.updateTable('newsletter_simulator_accounts').set({ mail_limit: mailLimit }).where('id', '=', Number(accountId)).execute();
        await trx.insertInto('newsletter_simulator_tokens').values({ token, account_id: Number(accountId), kind: 'login', expires_at: now() + loginTokenLifetimeMs, used_at: null }).execute();
      });
      return { token, url: simulatorPaths.login(token) };
    },
    async landingPageAccount(hash) {
      const page = await db.selectFrom('newsletter_simulator_landing_pages').select('account_id').where('hash', '=', hash).executeTakeFirst();
      return page ? String(page.account_id) : null;
    },
  };
}

/**
 * Uses a sign-in token: the account it opens and a new page session, or null when the token is
 * unknown, expired or already used. The update that marks it used is the check, so two
 * requests racing with one token open it once.
 */
export async function useLoginToken(db: Db, token: string, now: number): Promise<{ accountId: number; session: string } | null> {
  return db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('newsletter_simulator_tokens')
      .set({ used_at: now })
      .where('token', '=', token)
      .where('kind', '=', 'login')
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('account_id')
      .executeTakeFirst();
    if (!used) return null;
    const session = randomToken();
    await trx.insertInto('newsletter_simulator_tokens').values({ token: session, account_id: used.account_id, kind: 'session', expires_at: now + sessionLifetimeMs, used_at: null }).execute();
    return { accountId: used.account_id, session };
  });
}

/** The simulator account of a page session, or null. */
export async function sessionAccount(db: Db, session: string | undefined, now: number) {
  if (!session) return null;
  return (
    (await db
      .selectFrom('newsletter_simulator_tokens as t')
      .innerJoin('newsletter_simulator_accounts as a', 'a.id', 't.account_id')
      .select(['a.id', 'a.email', 'a.first_name', 'a.mail_limit'])
      .where('t.token', '=', session)
      .where('t.kind', '=', 'session')
      .where('t.expires_at', '>', now)
      .executeTakeFirst()) ?? null
  );
}

export async function landingPagesOf(db: Db, accountId: number) {
  return db.selectFrom('newsletter_simulator_landing_pages').select(['hash', 'title', 'created_at']).where('account_id', '=', accountId).orderBy('created_at', 'desc').execute();
}

export async function createLandingPage(db: Db, accountId: number, title: string, now: number): Promise<string> {
  const hash = randomBytes(12).toString('hex');
  await db.insertInto('newsletter_simulator_landing_pages').values({ hash, account_id: accountId, title, created_at: now }).execute();
  return hash;
}

export async function landingPageOf(db: Db, hash: string) {
  return (await db.selectFrom('newsletter_simulator_landing_pages').select(['hash', 'title']).where('hash', '=', hash).executeTakeFirst()) ?? null;
}
