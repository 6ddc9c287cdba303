/**
 * A stored destinations file after its upload: the campaign takes it up or lets it go, the
 * browser asks whether the same content is already there (so it need not be sent again),
 * and the user deletes it with its recipients.
 */
import { addMonths } from 'date-fns';
import type {
  DeleteFileApiArg,
  DeleteFileApiResponse,
  IsHashExistApiArg,
  IsHashExistApiResponse,
  UpdateDestinationsFileStatusApiArg,
  UpdateDestinationsFileStatusApiResponse,
} from '../../../contract/files';
import { formatDateTime } from '../../../domain/contactFields';
import { accountOf } from '../../http/account';
import type { Handler } from '../../http/handler';
import { deleteWholeFile, findFile, ownFile } from './store';
import { DeleteFile, UpdateDestinationsFileStatus } from '../../../contract/statusCodes';

/** Section 9: uploaded files are kept six months. */
const keptMonths = 6;

export const updateDestinationsFileStatus: Handler<UpdateDestinationsFileStatusApiArg> = async ({ body }, ctx): Promise<UpdateDestinationsFileStatusApiResponse> => {
  const file = await ownFile(ctx.db, accountOf(ctx.user!), body.file_unique_hash);
  // Only a checked file has recipients a campaign can send to.
  if (body.status === 'inUse' && file.status === 'uploaded') return { data: { status: UpdateDestinationsFileStatus.error } };
  await ctx.db
    .updateTable('destination_files')
    .set({ status: body.status, campaign_id: body.campaignId ?? file.campaign_id, updated_at: ctx.now() })
    .where('id', '=', file.id)
    .execute();
  return { data: { status: UpdateDestinationsFileStatus.updated } };
};

export const isHashExist: Handler<IsHashExistApiArg> = async ({ body }, ctx): Promise<IsHashExistApiResponse> => {
  const file = await findFile(ctx.db, accountOf(ctx.user!), body.hash);
  if (!file || file.kind !== 'file') return { data: { exists: false } };
  return {
    data: {
      exists: true,
      file: {
        fileHash: file.hash,
        originalName: file.name,
        size: file.size,
        kind: 'destinations',
        uploadedOn: formatDateTime(file.created_at),
        expiresOn: formatDateTime(addMonths(file.created_at, keptMonths)),
      },
    },
  };
};

export const deleteFile: Handler<DeleteFileApiArg> = async ({ body }, ctx): Promise<DeleteFileApiResponse> => {
  const file = await ownFile(ctx.db, accountOf(ctx.user!), body.fileHash);
  // A campaign still sending to the file would lose its recipients: it must let go first.
  if (file.status === 'inUse') return { data: { status: DeleteFile.error } };
  await ctx.db.transaction().execute((trx) => deleteWholeFile(trx, file.id));
  return { data: { status: DeleteFile.deleted } };
};
