/**
 * A customer's sender-name requests as the system managers see and decide them (issue 20). A
 * request is the sender_identities row of kind 'name' the customer asked for; deciding it here is
 * the same decision as the /security approval link's (that link's request is closed with it), and
 * an approved name is at once one the composer's sender check (campaigns/sendingChecks.ts) lets
 * the customer send from. Any request, document or customer the caller does not manage is 404.
 */
import type {
  DecryptFileApiArg,
  DeleteLocalSourceNumberTextApiArg,
  DeleteLocalSourceNumberTextApiResponse,
  DeleteSourceNumberTextApiArg,
  DeleteSourceNumberTextApiResponse,
  GetSecureServerFileApiArg,
  GetUserSourceNumberTextDataApiArg,
  GetUserSourceNumberTextDataApiResponse,
  GetUserSourceNumberTextFilesApiArg,
  GetUserSourceNumberTextFilesApiResponse,
  SaveAllSourceNumberTextApiArg,
  SaveAllSourceNumberTextApiResponse,
  SaveSourceNumberTextApiArg,
  SaveSourceNumberTextApiResponse,
  SuperAdminSourceNameDecision,
  SuperAdminSourceNameRequest,
} from '../../../../contract/superAdmin';
import { DeleteLocalSourceNumberText, DeleteSourceNumberText, SaveAllSourceNumberText, SaveSourceNumberText } from '../../../../contract/statusCodes';
import { formatIsraelDateTime } from '../../../../domain/israelTime';
import type { Db } from '../../../db/database';
import { accountOf, managedUserOf } from '../../../http/account';
import { notFound } from '../../../http/envelope';
import type { Handler, RequestContext } from '../../../http/handler';
import { documentBytes, documentView, type SenderNameDocument } from './documents';
import { meetingStatusesOf } from './meetings';
import { localFolderOf, readDecrypted, removeFile, secureFolderOf } from './vault';

const requestsQuery = (db: Db) =>
  db
    .selectFrom('sender_identities as s')
    .innerJoin('users as u', 'u.id', 's.account_id')
    .select(['s.id', 's.account_id', 's.value', 's.status', 's.declaration', 's.decision_comment', 's.created_at', 's.decided_at', 'u.username'])
    .where('s.kind', '=', 'name');

type RequestRow = Awaited<ReturnType<ReturnType<typeof requestsQuery>['executeTakeFirstOrThrow']>>;

/** The request if the caller manages its customer; 404 otherwise, as one that does not exist. */
async function managedRequest(ctx: RequestContext, requestId: number): Promise<RequestRow> {
  const row = await requestsQuery(ctx.db).where('s.id', '=', requestId).executeTakeFirst();
  if (!row) throw notFound();
  await managedUserOf(ctx, row.account_id);
  return row;
}

async function managedDocument(ctx: RequestContext, fileId: number): Promise<SenderNameDocument> {
  const row = await ctx.db.selectFrom('sender_name_documents').selectAll().where('id', '=', fileId).executeTakeFirst();
  if (!row) throw notFound();
  await managedUserOf(ctx, row.account_id);
  return row;
}

const requestView = (row: RequestRow, files: SenderNameDocument[], meetings: Map<number, 'waiting' | 'sent' | 'done'>): SuperAdminSourceNameRequest => ({
  id: row.id,
  userId: row.account_id,
  username: row.username,
  sourceName: row.value,
  text: row.declaration,
  status: row.status,
  // None until a verification meeting's link was sent (meetings.ts).
  meetingStatus: meetings.get(row.id) ?? 'none',
  comment: row.decision_comment,
  requestedOn: formatIsraelDateTime(Number(row.created_at)),
  ...(row.decided_at === null ? {} : { decidedOn: formatIsraelDateTime(Number(row.decided_at)) }),
  files: files.filter((f) => f.identity_id === row.id).map(documentView),
});

export const getUserSourceNumberTextData: Handler<GetUserSourceNumberTextDataApiArg> = async ({ body }, ctx): Promise<GetUserSourceNumberTextDataApiResponse> => {
  let query = requestsQuery(ctx.db);
  if (body.userId !== undefined) query = query.where('s.account_id', '=', accountOf(await managedUserOf(ctx, body.userId)));
  const status = body.status ?? (body.userId === undefined ? 'pending' : undefined);
  if (status) query = query.where('s.status', '=', status);
  const rows = await query.orderBy('s.id', 'desc').limit(1000).execute();
  const files = rows.length ? await ctx.db.selectFrom('sender_name_documents').selectAll().where('identity_id', 'in', rows.map((r) => r.id)).orderBy('id').execute() : [];
  const meetings = await meetingStatusesOf(ctx.db, rows.map((r) => r.id), ctx.now());
  return { data: rows.map((r) => requestView(r, files, meetings)) };
};

export const getUserSourceNumberTextFiles: Handler<GetUserSourceNumberTextFilesApiArg> = async ({ body }, ctx): Promise<GetUserSourceNumberTextFilesApiResponse> => {
  const request = await managedRequest(ctx, body.requestId);
  const files = await ctx.db.selectFrom('sender_name_documents').selectAll().where('identity_id', '=', request.id).orderBy('id').execute();
  return { data: files.map(documentView) };
};

function sendDocument(ctx: RequestContext, bytes: Buffer, mimeType: string, fileName: string): void {
  // Always a download, never a page of our origin; the name is ASCII-only in the header.
  const asciiName = fileName.replace(/[^\w.-]/g, '_');
  ctx.reply
    .header('Cache-Control', 'no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Disposition', `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`)
    .type(mimeType)
    .send(bytes);
}

export const decryptFile: Handler<DecryptFileApiArg> = async ({ body }, ctx) => {
  const row = await managedDocument(ctx, body.fileId);
  const bytes = documentBytes(ctx.config.dataDir, row);
  if (!bytes) throw notFound();
  sendDocument(ctx, bytes, row.mime_type, row.file_name);
};

/** A customer's document kept in the secure store, by the stored name; a name leaving the customer's folder is 404. */
export const getSecureServerFile: Handler<GetSecureServerFileApiArg> = async ({ body }, ctx) => {
  const customer = await managedUserOf(ctx, body.userId);
  const bytes = readDecrypted(ctx.config.dataDir, secureFolderOf(ctx.config.dataDir, accountOf(customer)), body.fileName);
  if (!bytes) throw notFound();
  const known = await ctx.db.selectFrom('sender_name_documents').select(['mime_type', 'file_name']).where('account_id', '=', accountOf(customer)).where('stored_name', '=', body.fileName).executeTakeFirst();
  sendDocument(ctx, bytes, known?.mime_type ?? 'application/octet-stream', known?.file_name ?? body.fileName);
};

export const deleteLocalSourceNumberText: Handler<DeleteLocalSourceNumberTextApiArg> = async ({ body }, ctx): Promise<DeleteLocalSourceNumberTextApiResponse> => {
  const row = await managedDocument(ctx, body.fileId);
  // The secure store's copy must still open before the local one goes, or the document would be lost.
  if (row.is_secure !== 1 || !readDecrypted(ctx.config.dataDir, secureFolderOf(ctx.config.dataDir, row.account_id), row.stored_name)) {
    return { data: { status: DeleteLocalSourceNumberText.noSecureCopyYet } };
  }
  await ctx.db.updateTable('sender_name_documents').set({ is_local: 0 }).where('id', '=', row.id).execute();
  removeFile(localFolderOf(ctx.config.dataDir, row.account_id), row.stored_name);
  return { data: { status: DeleteLocalSourceNumberText.localFileDeleted } };
};

export const deleteSourceNumberText: Handler<DeleteSourceNumberTextApiArg> = async ({ body }, ctx): Promise<DeleteSourceNumberTextApiResponse> => {
  const request = await managedRequest(ctx, body.requestId);
  const files = await ctx.db.transaction().execute(async (trx) => {
    const kept = await trx.selectFrom('sender_name_documents').selectAll().where('identity_id', '=', request.id).execute();
    await trx.deleteFrom('sender_name_documents').where('identity_id', '=', request.id).execute();
    await trx.updateTable('approval_requests').set({ status: 'rejected', decided_by: ctx.user!.userId, decision_reason: 'deleted', decided_at: ctx.now() }).where('kind', '=', 'sourceNumberText').where('subject_id', '=', request.id).where('status', '=', 'pending').execute();
    await trx.deleteFrom('sender_identities').where('id', '=', request.id).execute();
    return kept;
  });
  // The files go once the rows are gone: a failed delete leaves both, never a row without its file.
  for (const file of files) {
    removeFile(localFolderOf(ctx.config.dataDir, file.account_id), file.stored_name);
    removeFile(secureFolderOf(ctx.config.dataDir, file.account_id), file.stored_name);
  }
  return { data: { status: DeleteSourceNumberText.requestDeleted } };
};

/** Writes one decision in the transaction: state, corrected declaration, comment, and the link's request closed with it. */
async function applyDecision(trx: Db, request: RequestRow, decision: SuperAdminSourceNameDecision, decidedBy: number, now: number): Promise<void> {
  const changesState = decision.status !== request.status;
  await trx
    .updateTable('sender_identities')
    .set({
      status: decision.status,
      ...(decision.text === undefined ? {} : { declaration: decision.text.trim() }),
      ...(decision.comment === undefined ? {} : { decision_comment: decision.comment.trim() }),
      ...(changesState ? { decided_at: decision.status === 'pending' ? null : now } : {}),
    })
    .where('id', '=', request.id)
    .execute();
  if (changesState && decision.status !== 'pending') {
    await trx
      .updateTable('approval_requests')
      .set({ status: decision.status, decided_by: decidedBy, decision_reason: decision.comment?.trim() || null, decided_at: now })
      .where('kind', '=', 'sourceNumberText')
      .where('subject_id', '=', request.id)
      .where('status', '=', 'pending')
      .execute();
  }
}

export const saveSourceNumberText: Handler<SaveSourceNumberTextApiArg> = async ({ body }, ctx): Promise<SaveSourceNumberTextApiResponse> => {
  const request = await managedRequest(ctx, body.requestId);
  await ctx.db.transaction().execute((trx) => applyDecision(trx, request, body, ctx.user!.userId, ctx.now()));
  return { data: { status: SaveSourceNumberText.saved } };
};

/** Several decisions on one customer's requests: every request must be that customer's (404 otherwise), and all are saved or none. */
export const saveAllSourceNumberText: Handler<SaveAllSourceNumberTextApiArg> = async ({ body }, ctx): Promise<SaveAllSourceNumberTextApiResponse> => {
  const account = accountOf(await managedUserOf(ctx, body.userId));
  const ids = [...new Set(body.requests.map((r) => r.requestId))];
  const rows = await requestsQuery(ctx.db).where('s.id', 'in', ids).where('s.account_id', '=', account).execute();
  if (rows.length !== ids.length) throw notFound();
  await ctx.db.transaction().execute(async (trx) => {
    for (const decision of body.requests) await applyDecision(trx, rows.find((r) => r.id === decision.requestId)!, decision, ctx.user!.userId, ctx.now());
  });
  return { data: { status: SaveAllSourceNumberText.allSaved } };
};
