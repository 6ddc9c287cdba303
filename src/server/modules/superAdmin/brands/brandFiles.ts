/**
 * A brand's logo and agreement file: uploaded by a super-administrator (white-label-image),
 * checked by their bytes (a logo is PNG, JPEG or SVG; the agreement a PDF), kept in the
 * database and served to anyone from /brand-files/<name> — the sign-in page shows the logo
 * before anyone signs in. An SVG is markup that can carry script: one with script, event
 * handlers, embedded documents or outside references is refused, and every file is served
 * under a sandboxing policy, so even a file that slipped through runs nothing on our origin.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { UploadWhiteLabelImageApiResponse } from '../../../../contract/superAdmin';
import { UploadWhiteLabelImage } from '../../../../contract/statusCodes';
import type { Db } from '../../../db/database';
import { HttpError, notFound } from '../../../http/envelope';
import type { Handler } from '../../../http/handler';
import { intField, readUpload } from '../../contacts/importUpload';
import { sniffMedia } from '../../files/mediaKind';
import { findBrand } from './brandRows';

export const brandFilesPath = '/brand-files';
const maxLogoBytes = 2 * 1024 * 1024;
const maxAgreementBytes = 10 * 1024 * 1024;

type BrandFileKind = 'logo' | 'approvalFile';
interface BrandFileType {
  mimeType: string;
  extension: string;
}

/** Markup that runs or loads something: scripts, handlers, embedded documents, entities, outside references. */
const activeSvgContent = [
  /<\s*script/i,
  /<\s*(foreignObject|iframe|embed|object|audio|video|handler|listener)\b/i,
  /<!(DOCTYPE|ENTITY)/i,
  /\son[a-z]+\s*=/i,
  /javascript\s*:/i,
  /(?:xlink:)?href\s*=\s*["']\s*(?!#)/i,
  /url\(\s*["']?\s*(?!#)/i,
  /@import/i,
];

/** An SVG document with nothing active in it, or null. */
export function safeSvg(data: Buffer): BrandFileType | null {
  const text = data.toString('utf8');
  if (!/^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(text)) return null;
  if (!/<\/svg>\s*$/i.test(text) || activeSvgContent.some((pattern) => pattern.test(text))) return null;
  return { mimeType: 'image/svg+xml', extension: 'svg' };
}

/** What the file is by its bytes, when it is a kind this upload takes. */
export function brandFileTypeOf(kind: BrandFileKind, data: Buffer): BrandFileType | null {
  const sniffed = sniffMedia(data);
  if (kind === 'approvalFile') return sniffed?.mimeType === 'application/pdf' ? sniffed : null;
  if (sniffed && (sniffed.mimeType === 'image/png' || sniffed.mimeType === 'image/jpeg')) return sniffed;
  return safeSvg(data);
}

const badField = (field: string) => new HttpError(400, 'errors.generic.badRequest', { field });

export const uploadWhiteLabelImage: Handler = async (_arg, ctx): Promise<UploadWhiteLabelImageApiResponse> => {
  const { fields, file } = await readUpload(ctx.request, maxAgreementBytes);
  const brandId = intField(fields, 'brandId');
  if (brandId === undefined) throw badField('body.brandId');
  const kind = fields.kind;
  if (kind !== 'logo' && kind !== 'approvalFile') throw badField('body.kind');
  if (!file) throw badField('body.file');
  if (!(await findBrand(ctx.db, brandId))) throw notFound();
  if (kind === 'logo' && file.data.length > maxLogoBytes) throw new HttpError(413, 'errors.files.tooLarge');
  const type = brandFileTypeOf(kind, file.data);
  if (!type) return { data: { status: UploadWhiteLabelImage.unsupportedType } };
  const fileName = `${randomUUID()}.${type.extension}`;
  const url = `${brandFilesPath}/${fileName}`;
  await ctx.db.transaction().execute(async (trx) => {
    // The brand shows one logo and one agreement: the one replaced is no longer served.
    await trx.deleteFrom('brand_files').where('brand_id', '=', brandId).where('kind', '=', kind).execute();
    await trx.insertInto('brand_files').values({ brand_id: brandId, kind, name: fileName, mime_type: type.mimeType, data: file.data, created_at: ctx.now() }).execute();
    await trx.updateTable('brands').set(kind === 'logo' ? { app_logo_src: url } : { approval_file: url }).where('id', '=', brandId).execute();
  });
  return { data: { status: UploadWhiteLabelImage.fileUploaded, fileName, url } };
};

/** Nothing in a brand image runs: no script, no plugin, no form, in a sandbox of its own origin. */
export const brandFilePolicy = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox";
/** The agreement opens in the browser's PDF viewer, which a sandbox would block; it still loads nothing. */
export const brandPdfPolicy = "default-src 'none'; frame-ancestors 'none'";

/** GET /brand-files/<name>: public, each name is new on every upload, so it is cached for good. */
export async function registerBrandFiles(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  await app.register(async (scope) => {
    // Runs after the app's own security headers (a parent's hooks come first), so this policy is the one sent.
    scope.addHook('onSend', async (_request, reply, payload) => {
      reply.header('content-security-policy', reply.getHeader('content-type') === 'application/pdf' ? brandPdfPolicy : brandFilePolicy);
      return payload;
    });
    scope.get<{ Params: { name: string } }>(`${brandFilesPath}/:name`, async (request, reply) => {
      const row = await db.selectFrom('brand_files').select(['mime_type', 'data']).where('name', '=', request.params.name).executeTakeFirst();
      if (!row) return reply.code(404).send({ error: 'not found' });
      return reply
        .header('content-type', row.mime_type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-disposition', 'inline')
        .send(Buffer.from(row.data));
    });
  });
}
