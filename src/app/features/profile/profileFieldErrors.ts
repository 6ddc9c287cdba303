/**
 * Where a refusal of users/save-my-profile is shown: the server answers a message key of
 * locales/<lang>/profile.json (profile.errors.*) or 511; each goes under its own field.
 */
export type ProfileField = 'firstName' | 'lastName' | 'email' | 'phones' | 'allowedEmails' | 'allowedIps' | 'mailLimit';

const fieldByKey: [prefix: string, field: ProfileField][] = [
  ['profile.errors.firstName', 'firstName'],
  ['profile.errors.lastName', 'lastName'],
  ['profile.errors.phone', 'phones'],
  ['profile.errors.allowedEmails', 'allowedEmails'],
  ['profile.errors.allowedIps', 'allowedIps'],
  ['profile.errors.mail', 'mailLimit'],
];

/** The field a refusal's message key belongs to; null when it names none (a general save error). */
export const fieldOfRefusal = (key: string): ProfileField | null => fieldByKey.find(([prefix]) => key.startsWith(prefix))?.[1] ?? null;
