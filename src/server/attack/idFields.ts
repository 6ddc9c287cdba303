/**
 * Issue 21, "another account's ids": which fields of an operation name a resource, read from the
 * contract, and which kind of resource each names. A field that looks like an id and is in
 * neither table makes the attack test fail with a message saying to add it here, so an
 * operation is attacked the day it lands.
 */
import type { ContractOperation, JsonSchema } from '../http/contract';
import type { ResourceKind } from './testAccountResources';

export interface IdField {
  where: 'path' | 'query' | 'body';
  /** The way to it in the request: names, '[]' for an item of a list. */
  path: string[];
  schema: JsonSchema;
  /** Whether the request must have it (its object's `required`; a path parameter always). */
  required: boolean;
}

/** Field names that name a resource (whatever else a field is called, it is not an id). */
const looksLikeId = /^(id|ids|hash|source|sourcePhone|subIds|parentId|importKey)$|Id$|Ids$|_id$|_ids$|Hash$|_hash$|^id_|^ID$|_ID$/;

export const fieldKey = (field: IdField): string => field.path.join('.').replace(/\.\[\]/g, '[]');

/** Every field of the operation that looks like an id, nested ones too (three levels down). */
export function idFieldsOf(op: ContractOperation): IdField[] {
  const out: IdField[] = [];
  const walk = (schema: JsonSchema | undefined, where: IdField['where'], path: string[], depth: number) => {
    if (!schema || depth > 3) return;
    for (const key of ['oneOf', 'anyOf', 'allOf'] as const) {
      if (Array.isArray(schema[key])) for (const s of schema[key] as JsonSchema[]) walk(s, where, path, depth + 1);
    }
    for (const [name, child] of Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>)) {
      const required = where === 'path' || ((schema.required ?? []) as string[]).includes(name);
      if (looksLikeId.test(name) && !out.some((f) => f.where === where && fieldKey(f) === [...path, name].join('.').replace(/\.\[\]/g, '[]'))) out.push({ where, path: [...path, name], schema: child, required });
      if (child.properties) walk(child, where, [...path, name], depth + 1);
      if (child.items && (child.items as JsonSchema).properties) walk(child.items as JsonSchema, where, [...path, name, '[]'], depth + 1);
    }
  };
  walk(op.paramsSchema, 'path', [], 0);
  walk(op.querySchema, 'query', [], 0);
  walk(op.bodySchema, 'body', [], 0);
  return out;
}

export interface IdTarget {
  kind: ResourceKind;
  /** Fields set beside it in the same object, so the id is read as the kind it is (a destination's type). */
  siblings?: Record<string, unknown>;
  /** Other kinds the same field names with other siblings, each attacked too. */
  also?: IdTarget[];
}

/** The kind a field name names, in every operation that has it (operation entries below win). */
const byName: Record<string, ResourceKind> = {
  contactListId: 'contactList',
  cl_id: 'contactList',
  contact_list_id: 'contactList',
  fromContactListId: 'contactList',
  toContactListId: 'contactList',
  sourceContactListIds: 'contactList',
  contactListIds: 'contactList',
  expandParentId: 'contactList',
  CONTACT_LIST_ID: 'contactList',
  contactId: 'contact',
  id_delete: 'contact',
  ID: 'contact',
  campaignId: 'campaign',
  campaign_id: 'campaign',
  // The SMS chat of a campaign is named by the campaign's id.
  chatId: 'campaign',
  // A shipment id is a send's id, a campaign's (reports/shipments/rows.ts).
  shipmentId: 'campaign',
  shipmentIds: 'campaign',
  upload_id: 'upload',
  upload_ids: 'upload',
  file_unique_hash: 'destinationFile',
  url_unique_hash: 'shortLink',
  userId: 'user',
  user_id: 'user',
  fromUserId: 'user',
  toUserId: 'user',
  invoiceId: 'invoice',
  pushUrlId: 'pushUrl',
  notificationId: 'notification',
  importKey: 'importProgress',
  templateId: 'template',
  replyToId: 'whatsappMessage',
  messageId: 'whatsappMessage',
  accountId: 'whatsappNumber',
  sourcePhone: 'whatsappPhone',
};

/** A WhatsApp number as the contract writes it (WhatsAppPhone): `source` names one only in this form. */
const whatsappPhonePattern = '^\\d{9,16}$';

/** Operation-specific kinds: `operationId.field` (nested fields as destinations[].id). */
const byOperation: Record<string, IdTarget> = {
  'deleteVoiceFile.fileHash': { kind: 'voiceFile' },
  'deleteFile.fileHash': { kind: 'destinationFile' },
  'isHashExist.hash': { kind: 'destinationFile' },
  'linkToCl.hash': { kind: 'destinationFile' },
  'downloadContactList.id': { kind: 'contactList' },
  'downloadClicksReport.hash': { kind: 'shortLink' },
  'downloadVoiceFile.hash': { kind: 'voiceFile' },
  'downloadWhatsappMedia.hash': { kind: 'whatsappMedia' },
  'removeNumberFromBlacklist.ids': { kind: 'blacklistEntry' },
  'moveSelectedNumbers.ids': { kind: 'contact' },
  'copySelectedNumbers.ids': { kind: 'contact' },
  'deleteSubContacts.parentId': { kind: 'contactList' },
  'deleteSubContacts.subIds': { kind: 'contactList' },
  'addNewSubContacts.parentId': { kind: 'contactList' },
  'addNewSubContacts.subIds': { kind: 'contactList' },
  'getTemplate.id': { kind: 'template' },
  'deleteTemplate.id': { kind: 'template' },
  'changeAlarmStatus.id': { kind: 'pushUrl' },
  'changePushApiStatus.id': { kind: 'pushUrl' },
  'deletePushApi.id': { kind: 'pushUrl' },
  'sendPushTestEvent.id': { kind: 'pushUrl' },
  'updateSubUser.id': { kind: 'subUser' },
  'deleteSubUser.id': { kind: 'subUser' },
  'getAllSubUsers.id': { kind: 'user' },
  'createSubUser.parentId': { kind: 'user' },
  'getWhatsappPhones.id': { kind: 'user' },
  'getCustomerHistory.id': { kind: 'user' },
  'getWaUserMetaData.id': { kind: 'user' },
  'getWhatsappPostpaidUserDetails.id': { kind: 'user' },
  'deleteWhatsappTemplate.id': { kind: 'whatsappTemplate' },
};

/** In the composer's destinations, an id is read by the destination's type. */
const destinationTargets: Record<string, IdTarget> = {
  'destinations[].id': { kind: 'contactList', siblings: { type: 'cl' }, also: [{ kind: 'contact', siblings: { type: 'contact' } }] },
  'destinations[].upload_id': { kind: 'upload', siblings: { type: 'upl_contact_big_file' } },
  'destinations[].main_id': { kind: 'contactList', siblings: { type: 'contact' } },
  'destinations[].subContacts[].id': { kind: 'contactList' },
  'destinations[].subContacts[].parentId': { kind: 'contactList' },
  'shortLinks[].hash': { kind: 'shortLink' },
  'voiceFile.hash': { kind: 'voiceFile' },
};

/** Fields that look like ids and name no resource of an account, each with why. */
const notAResource: Record<string, string> = {
  sourceNumber: 'a phone number the caller sends from, checked by the sender rules (sendingChecks)',
  callingNumber: 'a phone number the caller sends from, checked by the sender rules',
  sourceVoiceNumber: 'a phone number the caller sends from, checked by the sender rules',
  'mobileData.sourceNumber': 'a phone number the caller sends from',
  'mobileData.attachedNumber': 'a phone number the list is attached to',
  idNumber: 'a company registration number being checked',
  nationalId: 'a person\'s national id number, the user\'s own data',
  ownNumber: 'the caller\'s own phone, to register',
  productId: 'the shared catalogue of packages',
  priceListId: 'the shared catalogue of price lists',
  'permissions[].permissionId': 'the shared list of permissions',
  'shortLinks[].shortUrl': 'a link text of the message',
  // The sub-user form's field: an edit never moves a user (users/subUsers.ts updateSubUser reads no parentId).
  'updateSubUser.parentId': 'the shared form\'s parent, which an edit ignores',
  // The session token itself: a foreign one is attacked by sessions.test.ts.
  token: 'the caller\'s own session token (sessions.test.ts)',
};

export type IdVerdict = { target: IdTarget } | { skip: string } | { unknown: true };

/** What the attack does with one id field of an operation. */
export function idVerdict(op: ContractOperation, field: IdField): IdVerdict {
  const key = fieldKey(field);
  const name = field.path[field.path.length - 1];
  const target = byOperation[`${op.operationId}.${key}`] ?? destinationTargets[key];
  if (target) return { target };
  if (op.tag === 'whatsapp' && name === 'templateId') return { target: { kind: 'whatsappTemplate' } };
  if (name === 'source') return field.schema.pattern === whatsappPhonePattern ? { target: { kind: 'whatsappPhone' } } : { skip: 'a sender name or a number the caller sends from' };
  const skip = notAResource[`${op.operationId}.${key}`] ?? notAResource[key] ?? notAResource[name];
  if (skip) return { skip };
  // A nested field's name alone says nothing of its kind (destinations[].id is not a user).
  if (field.path.length === 1 && byName[name]) return { target: { kind: byName[name] } };
  if (field.path.length > 1 && byName[name] && !['id', 'parentId', 'hash'].includes(name)) return { target: { kind: byName[name] } };
  return { unknown: true };
}
