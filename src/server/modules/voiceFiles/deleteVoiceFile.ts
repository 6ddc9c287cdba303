/**
 * deleteVoiceFile: the account's recording is deleted (campaigns can no longer play it);
 * another account's hash, or one already deleted, is 404 as one that never existed.
 */
import type { DeleteVoiceFileApiArg, DeleteVoiceFileApiResponse } from '../../../contract/campaigns';
import { DeleteVoiceFile } from '../../../contract/statusCodes';
import { accountOf } from '../../http/account';
import { notFound } from '../../http/envelope';
import type { Handler } from '../../http/handler';
import { deleteRecording } from '../../recordings';

type Answer = Required<Pick<DeleteVoiceFileApiResponse, 'data'>>;

export const deleteVoiceFile: Handler<DeleteVoiceFileApiArg> = async ({ body }, ctx): Promise<Answer> => {
  let deleted: boolean;
  try {
    deleted = await deleteRecording(ctx.db, ctx.config.dataDir, accountOf(ctx.user!), body.fileHash, ctx.now());
  } catch (error) {
    ctx.request.log.warn({ err: error }, 'voice recording delete failed');
    return { data: { status: DeleteVoiceFile.deleteError } };
  }
  if (!deleted) throw notFound();
  return { data: { status: DeleteVoiceFile.deleted } };
};
