/**
 * The newsletter and landing-page service, seen from the product: accounts, a single-use
 * sign-in link into the service, and whose a landing page is. Sign-ups on a landing page come
 * back to the product through receiveLandingSignUp (signUps.ts). Only the embedded simulator is
 * built (simulator.ts): the real service's API is not in the spec, so with NEWSLETTER_URL set
 * the browser opens that address as before and these calls answer their failure codes.
 */
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { simulatorService } from './simulator';

export interface NewsletterService {
  /** Opens an account; the e-mail address is the service's sign-in name, so one account per address. */
  createAccount(input: { email: string; firstName: string; mailLimit: number }): Promise<{ accountId: string } | { refused: 'emailTaken' }>;
  /** A link that signs the browser in once, shortly; the account's mail limit is set to mailLimit. */
  loginLink(input: { accountId: string; mailLimit: number }): Promise<{ token: string; url: string }>;
  /** The account a landing page belongs to, or null for a page the service does not know. */
  landingPageAccount(hash: string): Promise<string | null>;
}

export function newsletterServiceOf(config: Pick<Config, 'newsletterUrl'>, db: Db, now: () => number): NewsletterService | null {
  return config.newsletterUrl ? null : simulatorService(db, now);
}
