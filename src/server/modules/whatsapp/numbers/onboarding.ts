/**
 * create-user: the WhatsApp onboarding form (section 3) with its documents, for an
 * administrator's approval. Each field is checked with its section-8 code (-10 name, -11
 * identity number, -12 document, -13 address, -14 e-mail, -15 website, -16 picture); one open
 * request per number (-2). The documents, the request and the number (now awaiting approval)
 * are written in one transaction: a refused form leaves nothing behind.
 */
import type { FastifyRequest } from 'fastify';
import type { WhatsappCreateUserApiResponse } from '../../../../contract/whatsapp';
import { WhatsappCreateUser } from '../../../../contract/statusCodes';
import { accountOf } from '../../../http/account';
import { HttpError } from '../../../http/envelope';
import type { Handler } from '../../../http/handler';
import { tooLarge } from '../../contacts/importUpload';
import { contentHash } from '../../files/store';
import { isProfilePictureSized, maxWhatsappFileBytes } from './media';
import { imageSizeOf, sniffMedia } from '../../files/mediaKind';
import { isProfileWebsite, profileLimits } from './profile';
import { liveNumberOf, waPhoneOf } from './store';

const documentFields = ['idFile', 'licensedDealerCertificate', 'taxAuthorization', 'logo'] as const;
const fileFields = [...documentFields, 'profilePicture'] as const;
type FileField = (typeof fileFields)[number];

interface Form {
  fields: Record<string, string>;
  files: Partial<Record<FileField, { name: string; data: Buffer }>>;
}

async function readForm(request: FastifyRequest): Promise<Form> {
  if (!request.isMultipart()) throw new HttpError(400, 'errors.generic.badRequest', { field: 'body' });
  const form: Form = { fields: {}, files: {} };
  for await (const part of request.parts({ limits: { fileSize: maxWhatsappFileBytes, fieldSize: 64 * 1024, files: fileFields.length } })) {
    if (part.type === 'file') {
      const data = await part.toBuffer();
      if (data.length > maxWhatsappFileBytes) throw tooLarge();
      if ((fileFields as readonly string[]).includes(part.fieldname) && data.length > 0) form.files[part.fieldname as FileField] = { name: part.filename, data };
    } else {
      form.fields[part.fieldname] = String(part.value ?? '');
    }
  }
  return form;
}

const nameOk = (value: string | undefined, min: number): boolean => !!value && value.trim().length >= min && value.length <= 100 && /\p{L}/u.test(value);
const nineDigits = (value: string | undefined): boolean => /^\d{9}$/.test(value ?? '');
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A document is a picture or a PDF, whatever its name says. */
const isDocument = (data: Buffer): boolean => {
  const kind = sniffMedia(data);
  return kind !== null && (kind.kind === 'image' || kind.mimeType === 'application/pdf');
};

/** The first section-8 problem of the form, field by field in the form's order; null when none. */
export function onboardingProblem(form: Form): number | null {
  const f = form.fields;
  if (!nameOk(f.clientName, 2)) return WhatsappCreateUser.invalidName;
  if (!nineDigits(f.clientId)) return WhatsappCreateUser.invalidId;
  if (!/^\d{6,8}$/.test(f.birthday ?? '')) return WhatsappCreateUser.invalidId;
  if (!nameOk(f.businessName, 2)) return WhatsappCreateUser.invalidName;
  if (!nineDigits(f.businessId)) return WhatsappCreateUser.invalidId;
  if (!nameOk(f.displayName, 3)) return WhatsappCreateUser.invalidName;
  const address = f.address?.trim() ?? '';
  if (address.length < 3 || address.length > profileLimits.address) return WhatsappCreateUser.invalidAddress;
  const email = f.email?.trim() ?? '';
  if (!emailPattern.test(email) || email.length > profileLimits.email) return WhatsappCreateUser.invalidEmail;
  if (f.website?.trim() && !isProfileWebsite(f.website.trim())) return WhatsappCreateUser.invalidWebsite;
  if (!form.files.idFile || documentFields.some((name) => form.files[name] && !isDocument(form.files[name].data))) return WhatsappCreateUser.invalidDocument;
  const picture = form.files.profilePicture;
  const kind = picture && sniffMedia(picture.data);
  const size = picture && kind && imageSizeOf(picture.data, kind.mimeType);
  if (!kind || !['image/jpeg', 'image/png'].includes(kind.mimeType) || !size || !isProfilePictureSized(size)) return WhatsappCreateUser.invalidPicture;
  return null;
}

type Answer = WhatsappCreateUserApiResponse;
const status = (code: number, state?: 'awaitingAdminApproval'): Answer => ({ data: { status: code, ...(state ? { state } : {}) } });

export const whatsappCreateUser: Handler = async (_arg, ctx): Promise<Answer> => {
  const user = ctx.user!;
  const account = accountOf(user);
  const form = await readForm(ctx.request);
  const problem = onboardingProblem(form);
  if (problem !== null) return status(problem);
  const ownNumber = form.fields.ownNumber === 'true' || form.fields.ownNumber === '1';
  const phone = waPhoneOf((ownNumber ? form.fields.numberToVerify : form.fields.poolNumber) ?? '');
  if (!phone) return status(WhatsappCreateUser.saveError);
  const now = ctx.now();

  return ctx.db.transaction().execute(async (trx) => {
    let number = await liveNumberOf(trx, phone);
    if (number && number.account_id !== account && !(number.is_pool_number && number.account_id === 0)) {
      return status(ownNumber ? WhatsappCreateUser.numberInUse : WhatsappCreateUser.poolNumberTaken);
    }
    if (!ownNumber && !number?.is_pool_number) return status(WhatsappCreateUser.poolNumberTaken);
    if (number) {
      const open = await trx.selectFrom('wa_onboarding_requests').select('id').where('number_id', '=', number.id).where('status', '=', 'open').executeTakeFirst();
      if (open) return status(WhatsappCreateUser.requestOpen);
      // A pool number is taken only if still free at this moment (two forms at once: one wins).
      const taken = await trx
        .updateTable('wa_numbers')
        .set({ account_id: account, user_id: user.userId, state: 'awaitingAdminApproval', display_name: form.fields.displayName.trim(), company_name: form.fields.businessName.trim(), updated_at: now })
        .where('id', '=', number.id)
        .where('account_id', 'in', [0, account])
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 0) return status(WhatsappCreateUser.poolNumberTaken);
    } else {
      const created = await trx
        .insertInto('wa_numbers')
        .values({ account_id: account, user_id: user.userId, phone, state: 'awaitingAdminApproval', is_pool_number: 0, waba_id: null, phone_number_id: null, display_name: form.fields.displayName.trim(), company_name: form.fields.businessName.trim(), created_at: now, updated_at: now, deleted_at: null, templates_synced_at: null })
        .returningAll()
        .executeTakeFirstOrThrow();
      number = created;
    }

    const files: Record<string, string> = {};
    for (const name of fileFields) {
      const file = form.files[name];
      if (!file) continue;
      const kind = sniffMedia(file.data)!;
      const size = kind.kind === 'image' ? imageSizeOf(file.data, kind.mimeType) : null;
      const hash = contentHash(file.data);
      await trx
        .insertInto('wa_media')
        .values({ account_id: account, hash, user_id: user.userId, dir: 'onboarding', original_name: file.name.slice(0, 255), mime_type: kind.mimeType, size: file.data.length, width: size?.width ?? null, height: size?.height ?? null, data: file.data, created_at: now })
        .onConflict((oc) => oc.columns(['account_id', 'hash']).doNothing())
        .execute();
      files[name] = hash;
    }
    const { clientName, clientId, birthday, businessName, businessId, displayName, address, email, website, about, description, companyName, type } = form.fields;
    await trx
      .insertInto('wa_onboarding_requests')
      .values({
        account_id: account,
        user_id: user.userId,
        number_id: number.id,
        fields: JSON.stringify({ clientName, clientId, birthday, businessName, businessId, displayName, address, email, website, about, description, companyName, type, ownNumber, phone }),
        files: JSON.stringify(files),
        status: 'open',
        created_at: now,
        decided_at: null,
      })
      .execute();
    await trx
      .updateTable('wa_numbers')
      .set({ logo_hash: files.logo ?? files.profilePicture ?? null, profile: JSON.stringify({ address: address.trim(), email: email.trim(), about: about ?? '', description: description ?? '', websites: website?.trim() ? [website.trim()] : [], profilePictureHash: files.profilePicture }) })
      .where('id', '=', number.id)
      .execute();
    return status(WhatsappCreateUser.submitted, 'awaitingAdminApproval');
  });
};
