/**
 * An approval request's reason becomes a code (the contract's MainApprovalReason) that the
 * approval page words in the approver's language: it was an English sentence, shown as it was
 * on a Hebrew page. Each kind was only ever asked for one reason, so the kind gives the code.
 */
import { type Kysely, sql } from 'kysely';

const codes = { campaign: 'approvalRequired', sourceNumberText: 'newSenderName', report: 'largeReport' } as const;
const sentences = { campaign: 'The sender may not send without approval.', sourceNumberText: 'A new sender name needs approval.', report: null } as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [kind, code] of Object.entries(codes)) await sql`update approval_requests set reason = ${code} where kind = ${kind}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [kind, sentence] of Object.entries(sentences)) await sql`update approval_requests set reason = ${sentence} where kind = ${kind}`.execute(db);
}
