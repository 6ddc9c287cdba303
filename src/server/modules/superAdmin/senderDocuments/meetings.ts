/**
 * The video meeting that strongly verifies an approved sender name (issue 20). A system manager
 * sends the customer a link (super-admin/send-zoom-meeting-coordination); the public page
 * /meeting/:id shows the free times (auth/get-zoom-meeting-coordination-data/{id}) and books one
 * (auth/create-zoom-meeting). The link carries 32 random bytes; only their SHA-256 is stored, so
 * neither guessing nor reading the database opens it. Sending again replaces the link (the old
 * one stops working) and frees a time booked but not yet held. There is no Zoom account here:
 * booking records the time and mails it to the customer and to the manager who sent the link;
 * the room itself is arranged by the verification team, so no joinUrl is answered.
 */
import { randomBytes } from 'node:crypto';
import type { AuthZoomMeetingData, CreateZoomMeetingApiArg, CreateZoomMeetingApiResponse, GetZoomMeetingCoordinationDataApiArg, GetZoomMeetingCoordinationDataApiResponse } from '../../../../contract/auth';
import { CreateZoomMeeting, SendZoomMeetingCoordination } from '../../../../contract/statusCodes';
import type { SendZoomMeetingCoordinationApiArg, SendZoomMeetingCoordinationApiResponse } from '../../../../contract/superAdmin';
import { formatIsraelDateTime, parseIsraelDateTime } from '../../../../domain/israelTime';
import { isLanguage, type Language } from '../../../../domain/languages';
import { freeMeetingSlots, meetingBookedMail, meetingLinkMail, meetingLinkValidMs, meetingStatusOf } from '../../../../domain/senderNameMeeting';
import type { Db } from '../../../db/database';
import { managedUserOf } from '../../../http/account';
import { notFound } from '../../../http/envelope';
import type { Handler } from '../../../http/handler';
import { sendSystemMail, sendSystemSms } from '../../../messaging/outbox';
import { linkHashOf } from '../../approvals/requests';
import { linkBaseOf, publicHostOf } from '../../links/base';
import { isUniqueViolation } from '../../pushApi/pushUrls';

const customerQuery = (db: Db, account: number) =>
  db.selectFrom('users').select(['id', 'email', 'phones', 'company_name', 'first_name', 'last_name', 'account_defaults']).where('id', '=', account).executeTakeFirstOrThrow();

/** The customer's language on /settings; Hebrew, the product's default, when it chose none or it cannot be read. */
function languageOf(accountDefaults: string): Language {
  try {
    const language = (JSON.parse(accountDefaults || '{}') as { language?: unknown } | null)?.language;
    return isLanguage(language) ? language : 'he';
  } catch {
    return 'he';
  }
}

function firstPhone(phones: string): string | undefined {
  try {
    const list: unknown = JSON.parse(phones || '[]');
    return Array.isArray(list) ? list.find((p): p is string => typeof p === 'string' && p.trim() !== '') : undefined;
  } catch {
    return undefined;
  }
}

/** What a request's meeting is for the managers' list: none until a link was sent. */
export async function meetingStatusesOf(db: Db, identityIds: number[], now: number): Promise<Map<number, 'waiting' | 'sent' | 'done'>> {
  if (identityIds.length === 0) return new Map();
  const rows = await db.selectFrom('sender_name_meetings').select(['identity_id', 'meeting_at']).where('identity_id', 'in', identityIds).execute();
  return new Map(rows.map((r) => [r.identity_id, meetingStatusOf(r.meeting_at === null ? null : Number(r.meeting_at), now)]));
}

export const sendZoomMeetingCoordination: Handler<SendZoomMeetingCoordinationApiArg> = async ({ body }, ctx): Promise<SendZoomMeetingCoordinationApiResponse> => {
  const request = await ctx.db.selectFrom('sender_identities').select(['id', 'account_id', 'value', 'status']).where('id', '=', body.requestId).where('kind', '=', 'name').executeTakeFirst();
  if (!request) throw notFound();
  await managedUserOf(ctx, request.account_id);
  const now = ctx.now();
  // The meeting verifies a name already approved on its documents.
  if (request.status !== 'approved') return { data: { status: SendZoomMeetingCoordination.error } };
  const existing = await ctx.db.selectFrom('sender_name_meetings').select(['id', 'meeting_at']).where('identity_id', '=', request.id).executeTakeFirst();
  if (existing && meetingStatusOf(existing.meeting_at === null ? null : Number(existing.meeting_at), now) === 'done') return { data: { status: SendZoomMeetingCoordination.meetingAlreadyDone } };
  const customer = await customerQuery(ctx.db, request.account_id);
  const channel = body.channel ?? 'both';
  const phone = firstPhone(customer.phones);
  const byMail = channel !== 'sms' && customer.email.trim() !== '';
  const bySms = channel !== 'email' && phone !== undefined;
  // Nowhere to send it: nothing is written, the manager is told it failed.
  if (!byMail && !bySms) return { data: { status: SendZoomMeetingCoordination.error } };

  const token = randomBytes(32).toString('base64url');
  const link = `${linkBaseOf(publicHostOf(ctx))}/meeting/${token}`;
  const mail = meetingLinkMail(request.value, link, languageOf(customer.account_defaults));
  await ctx.db.transaction().execute(async (trx) => {
    const values = { link_hash: linkHashOf(token), sent_by: ctx.user!.userId, sent_at: now, meeting_at: null, contact_name: '', phone: '', email: '' };
    if (existing) await trx.updateTable('sender_name_meetings').set(values).where('id', '=', existing.id).execute();
    else await trx.insertInto('sender_name_meetings').values({ ...values, identity_id: request.id, account_id: request.account_id }).execute();
    if (byMail) await sendSystemMail(trx, { to: customer.email.trim(), ...mail, userId: customer.id, now });
    if (bySms) await sendSystemSms(trx, { to: phone!, text: `${mail.text}`, userId: customer.id, now });
  });
  return { data: { status: SendZoomMeetingCoordination.meetingLinkSent } };
};

type MeetingRow = { id: number; identity_id: number; account_id: number; sent_by: number; sent_at: number; meeting_at: number | null; contact_name: string };

/** The meeting a link opens; undefined for an unknown, replaced or expired-before-booking link. */
async function meetingByToken(db: Db, token: string, now: number): Promise<MeetingRow | undefined> {
  const row = await db
    .selectFrom('sender_name_meetings')
    .select(['id', 'identity_id', 'account_id', 'sent_by', 'sent_at', 'meeting_at', 'contact_name'])
    .where('link_hash', '=', linkHashOf(token))
    .executeTakeFirst();
  if (!row) return undefined;
  const meeting = { ...row, sent_at: Number(row.sent_at), meeting_at: row.meeting_at === null ? null : Number(row.meeting_at) };
  if (meeting.meeting_at === null && meeting.sent_at + meetingLinkValidMs < now) return undefined;
  return meeting;
}

async function bookedTimes(db: Db, now: number): Promise<number[]> {
  const rows = await db.selectFrom('sender_name_meetings').select('meeting_at').where('meeting_at', '>', now).execute();
  return rows.map((r) => Number(r.meeting_at));
}

async function meetingView(db: Db, meeting: MeetingRow, now: number): Promise<AuthZoomMeetingData> {
  const [identity, customer] = await Promise.all([
    db.selectFrom('sender_identities').select('value').where('id', '=', meeting.identity_id).executeTakeFirstOrThrow(),
    customerQuery(db, meeting.account_id),
  ]);
  const meetingStatus = meetingStatusOf(meeting.meeting_at, now);
  return {
    sourceName: identity.value,
    companyName: customer.company_name,
    contactName: meeting.contact_name || `${customer.first_name} ${customer.last_name}`.trim(),
    meetingStatus,
    ...(meeting.meeting_at === null
      ? { availableSlots: freeMeetingSlots(now, await bookedTimes(db, now)).map(formatIsraelDateTime) }
      : { meetingDate: formatIsraelDateTime(meeting.meeting_at) }),
  };
}

export const getZoomMeetingCoordinationData: Handler<GetZoomMeetingCoordinationDataApiArg> = async ({ id }, ctx): Promise<GetZoomMeetingCoordinationDataApiResponse> => {
  const now = ctx.now();
  const meeting = await meetingByToken(ctx.db, id, now);
  if (!meeting) throw notFound();
  return { data: await meetingView(ctx.db, meeting, now) };
};

export const createZoomMeeting: Handler<CreateZoomMeetingApiArg> = async ({ body }, ctx): Promise<CreateZoomMeetingApiResponse> => {
  const now = ctx.now();
  const meeting = await meetingByToken(ctx.db, body.id, now);
  if (!meeting) return { data: { status: CreateZoomMeeting.linkInvalid } };
  // A used link books nothing more; it still shows the meeting it booked.
  if (meeting.meeting_at !== null) return { data: { status: CreateZoomMeeting.alreadyBooked, meeting: await meetingView(ctx.db, meeting, now) } };
  const at = parseIsraelDateTime(body.meetingDate);
  if (at === null || !freeMeetingSlots(now, await bookedTimes(ctx.db, now)).includes(at)) return { data: { status: CreateZoomMeeting.slotTaken } };
  const [identity, customer, manager] = await Promise.all([
    ctx.db.selectFrom('sender_identities').select('value').where('id', '=', meeting.identity_id).executeTakeFirstOrThrow(),
    customerQuery(ctx.db, meeting.account_id),
    ctx.db.selectFrom('users').select(['email', 'account_defaults']).where('id', '=', meeting.sent_by).executeTakeFirst(),
  ]);
  const customerMail = (body.email ?? '').trim() || customer.email.trim();
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const booked = await trx
        .updateTable('sender_name_meetings')
        .set({ meeting_at: at, contact_name: (body.contactName ?? '').trim(), phone: (body.phone ?? '').trim(), email: customerMail })
        .where('id', '=', meeting.id)
        .where('meeting_at', 'is', null)
        .executeTakeFirst();
      // Booked by another tab of the same link in between.
      if (Number(booked.numUpdatedRows) !== 1) throw new AlreadyBooked();
      if (customerMail) await sendSystemMail(trx, { to: customerMail, ...meetingBookedMail(identity.value, at, languageOf(customer.account_defaults)), userId: customer.id, now });
      if (manager?.email) await sendSystemMail(trx, { to: manager.email, ...meetingBookedMail(identity.value, at, languageOf(manager.account_defaults)), userId: meeting.sent_by, now });
    });
  } catch (error) {
    if (error instanceof AlreadyBooked) return { data: { status: CreateZoomMeeting.alreadyBooked } };
    // Another customer booked the same time a moment earlier (the unique index on meeting_at).
    if (isUniqueViolation(error)) return { data: { status: CreateZoomMeeting.slotTaken } };
    throw error;
  }
  return { data: { status: CreateZoomMeeting.booked, meeting: await meetingView(ctx.db, { ...meeting, meeting_at: at, contact_name: (body.contactName ?? '').trim() }, now) } };
};

class AlreadyBooked extends Error {}
