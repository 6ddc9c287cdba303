/**
 * A card payment's purpose (issue 20, get-url-cg): besides a package bought by the customer, a
 * super-administrator opens the payment page for a customer to save a card (nothing charged,
 * the processor's card token kept for later charges) or to charge an amount (no credits
 * loaded). Existing rows are packages. result_mailed_at: when the outcome was e-mailed to the
 * payer (auth/send-url-cg-response-mail mails it once).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('package_payments').addColumn('purpose', 'text', (c) => c.notNull().defaultTo('package')).execute();
  await db.schema.alterTable('package_payments').addColumn('result_mailed_at', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('package_payments').dropColumn('result_mailed_at').execute();
  await db.schema.alterTable('package_payments').dropColumn('purpose').execute();
}
