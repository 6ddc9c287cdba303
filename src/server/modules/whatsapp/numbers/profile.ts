/**
 * The business profile customers see in WhatsApp (get-chat-profile / set-chat-profile), with
 * Meta's limits (WHATSAPP-CLOUD-API.md §5): about up to 139 characters, address 256, e-mail 128,
 * at most two websites of 256, vertical one of Meta's categories. A saved profile goes to Meta
 * first; the number keeps its copy only when Meta took it, so the two never disagree. A new
 * picture (upload-whatsapp-file, checked at least 400x400) goes through Meta's Resumable Upload
 * API first and is set by the handle that answers.
 */
import type { GetWhatsappChatProfileApiArg, GetWhatsappChatProfileApiResponse, SetWhatsappChatProfileApiArg, SetWhatsappChatProfileApiResponse } from '../../../../contract/whatsapp';
import { SetWhatsappChatProfile } from '../../../../contract/statusCodes';
import { accountOf } from '../../../http/account';
import type { Handler } from '../../../http/handler';
import type { BusinessProfile } from '../../../messaging/whatsapp/types';
import { isProfilePictureSized } from './media';
import { accountStates, cloudApiOf, isBlocked, numberState, ownNumber, profileOf, type StoredProfile } from './store';

/** Meta's business categories (OAS WhatsAppBusinessProfileUpdateRequest.vertical). */
export const verticals = ['OTHER', 'AUTO', 'BEAUTY', 'APPAREL', 'EDU', 'ENTERTAIN', 'EVENT_PLAN', 'FINANCE', 'GROCERY', 'GOVT', 'HOTEL', 'HEALTH', 'NONPROFIT', 'PROF_SERVICES', 'RETAIL', 'TRAVEL', 'RESTAURANT', 'ALCOHOL', 'ONLINE_GAMBLING', 'PHYSICAL_GAMBLING', 'OTC_DRUGS'];

export const profileLimits = { about: 139, address: 256, description: 256, email: 128, website: 256, websites: 2 } as const;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isProfileWebsite(url: string): boolean {
  if (url.length > profileLimits.website) return false;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.hostname.includes('.');
  } catch {
    return false;
  }
}

export const getWhatsappChatProfile: Handler<GetWhatsappChatProfileApiArg> = async ({ phone }, ctx): Promise<GetWhatsappChatProfileApiResponse> => {
  const number = await ownNumber(ctx.db, accountOf(ctx.user!), phone);
  const stored = profileOf(number);
  let remote: BusinessProfile = {};
  if (number.phone_number_id && accountStates.includes(numberState(number))) {
    const read = await cloudApiOf(ctx).getBusinessProfile(number.phone_number_id);
    // Meta unreachable: the copy saved with the number is still the profile.
    if (read.ok) remote = read.profile;
  }
  return {
    data: {
      phone: number.phone,
      displayName: number.display_name,
      about: remote.about ?? stored.about ?? '',
      address: remote.address ?? stored.address ?? '',
      description: remote.description ?? stored.description ?? '',
      // The contract's e-mail has format email: a profile without one leaves it out rather than answer ''.
      ...(remote.email || stored.email ? { email: remote.email || stored.email } : {}),
      websites: remote.websites ?? stored.websites ?? [],
      vertical: remote.vertical ?? stored.vertical ?? '',
      ...(remote.profile_picture_url ? { profilePictureUrl: remote.profile_picture_url } : {}),
      sendReadStatus: number.send_read_status === 1,
    },
  };
};

type SetAnswer = SetWhatsappChatProfileApiResponse;
const answer = (status: number): SetAnswer => ({ data: { status } });

export const setWhatsappChatProfile: Handler<SetWhatsappChatProfileApiArg> = async ({ body }, ctx): Promise<SetAnswer> => {
  const account = accountOf(ctx.user!);
  const number = await ownNumber(ctx.db, account, body.phone);
  if (isBlocked(number)) return answer(SetWhatsappChatProfile.accountBlocked);
  const websites = (body.websites ?? []).map((w) => w.trim()).filter(Boolean);
  if ((body.address ?? '').length > profileLimits.address) return answer(SetWhatsappChatProfile.invalidAddress);
  if (body.email && (body.email.length > profileLimits.email || !emailPattern.test(body.email.trim()))) return answer(SetWhatsappChatProfile.invalidEmail);
  if (websites.length > profileLimits.websites || !websites.every(isProfileWebsite)) return answer(SetWhatsappChatProfile.invalidWebsite);
  const picture = body.profilePicture
    ? await ctx.db.selectFrom('wa_media').select(['data', 'original_name', 'mime_type', 'width', 'height']).where('account_id', '=', account).where('hash', '=', body.profilePicture).executeTakeFirst()
    : undefined;
  if (body.profilePicture && (!picture || !['image/jpeg', 'image/png'].includes(picture.mime_type) || !isProfilePictureSized(picture))) return answer(SetWhatsappChatProfile.invalidPicture);
  const previous = profileOf(number);
  const profile: StoredProfile = {
    about: (body.about ?? previous.about ?? '').slice(0, profileLimits.about),
    address: body.address ?? previous.address ?? '',
    description: (body.description ?? previous.description ?? '').slice(0, profileLimits.description),
    email: body.email?.trim() ?? previous.email ?? '',
    websites: body.websites ? websites : previous.websites ?? [],
    vertical: body.vertical && verticals.includes(body.vertical) ? body.vertical : previous.vertical ?? '',
    ...(body.profilePicture ?? previous.profilePictureHash ? { profilePictureHash: body.profilePicture ?? previous.profilePictureHash } : {}),
  };
  if (number.phone_number_id && accountStates.includes(numberState(number))) {
    const api = cloudApiOf(ctx);
    // A new picture reaches Meta as a Resumable Upload handle (the profile takes no /media id); GET then shows its URL.
    let pictureHandle: string | undefined;
    if (picture) {
      const uploaded = await api.resumableUpload({ data: Buffer.from(picture.data), mimeType: picture.mime_type, fileName: picture.original_name });
      if (!uploaded.ok) {
        ctx.request.log.warn({ code: uploaded.code, details: uploaded.details }, 'WhatsApp: uploading the profile picture failed');
        return answer(SetWhatsappChatProfile.saveError);
      }
      pictureHandle = uploaded.handle;
    }
    const sent = await api.setBusinessProfile(number.phone_number_id, {
      ...(profile.about ? { about: profile.about } : {}),
      address: profile.address,
      description: profile.description,
      email: profile.email,
      websites: profile.websites,
      ...(profile.vertical ? { vertical: profile.vertical } : {}),
      ...(pictureHandle ? { profile_picture_handle: pictureHandle } : {}),
    });
    if (!sent.ok) {
      ctx.request.log.warn({ code: sent.code, details: sent.details }, 'WhatsApp: saving the business profile failed');
      return answer(SetWhatsappChatProfile.saveError);
    }
  }
  await ctx.db
    .updateTable('wa_numbers')
    .set({
      profile: JSON.stringify(profile),
      ...(body.profilePicture ? { logo_hash: body.profilePicture } : {}),
      ...(body.sendReadStatus !== undefined ? { send_read_status: body.sendReadStatus ? 1 : 0 } : {}),
      updated_at: ctx.now(),
    })
    .where('id', '=', number.id)
    .execute();
  return answer(SetWhatsappChatProfile.saved);
};
