/**
 * The sub-user form's values and how they go to and come from the contract's UsersSubUserForm
 * and SubUser. Kept apart from the form so the page and its tests read the same shapes.
 */
import type { SubUser, UsersSubUserForm } from '../../api/generated/users';
import type { PermissionHolder } from '../../../domain/access';
import { profilePhoneDigitsOf } from '../../../domain/userFields';
import { grantsOfModes, modesOfGrants, newUserModes, type PermissionModes } from './permissionChoices';

export interface AllowedHoursValues {
  /** Off: the sub-user may send at any hour. */
  limited: boolean;
  /** 1 Sunday .. 7 Saturday. */
  days: number[];
  from: string;
  to: string;
}

export interface SubUserValues {
  username: string;
  /** Empty on an existing user: the password stays as it is. */
  password: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  active: boolean;
  allowedHours: AllowedHoursValues;
  sourceNames: string[];
  /** Verified numbers shared with the user, digits as get-verified-numbers shows them; none chosen shares all its parent may use. */
  verifiedNumbers: string[];
  /** Monthly e-mail limit; empty is none. */
  mailLimit: number | null;
  /** Where the user's incoming messages are mailed (at most 3). */
  allowedEmails: string[];
  permissions: PermissionModes;
}

/** The contract's bound on allowed e-mails (UsersSubUserForm.allowedEmails maxItems). */
export const maxAllowedEmails = 3;

export const workWeek = [1, 2, 3, 4, 5];
const anyHour: AllowedHoursValues = { limited: false, days: workWeek, from: '08:00', to: '20:00' };

export function newSubUserValues(granter: PermissionHolder): SubUserValues {
  return {
    username: '',
    password: '',
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    active: true,
    allowedHours: anyHour,
    sourceNames: [],
    verifiedNumbers: [],
    mailLimit: null,
    allowedEmails: [],
    permissions: newUserModes(granter),
  };
}

export function valuesOfSubUser(user: SubUser, granter: PermissionHolder): SubUserValues {
  const hours = user.allowedHours;
  return {
    username: user.username ?? '',
    password: '',
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    email: user.email ?? '',
    phone: user.phone ?? '',
    active: user.active ?? true,
    allowedHours: hours?.fromHour && hours.toHour ? { limited: true, days: hours.days?.length ? hours.days : workWeek, from: hours.fromHour, to: hours.toHour } : anyHour,
    sourceNames: user.sourceNames ?? [],
    verifiedNumbers: user.verifiedNumbers ?? [],
    mailLimit: user.mailLimit ?? null,
    allowedEmails: user.allowedEmails ?? [],
    permissions: modesOfGrants(user.permissions, newUserModes(granter)),
  };
}

export function subUserBody(values: SubUserValues): UsersSubUserForm {
  const { allowedHours: hours } = values;
  return {
    username: values.username.trim(),
    ...(values.password ? { password: values.password } : {}),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    ...(values.phone.trim() ? { phone: profilePhoneDigitsOf(values.phone) } : {}),
    active: values.active,
    // No window is an empty one: the server reads "no from/to" as any hour.
    allowedHours: hours.limited ? { days: [...hours.days].sort(), fromHour: hours.from, toHour: hours.to } : {},
    sourceNames: values.sourceNames,
    verifiedNumbers: values.verifiedNumbers,
    ...(values.mailLimit !== null ? { mailLimit: values.mailLimit } : {}),
    allowedEmails: values.allowedEmails.map((e) => e.trim()),
    permissions: grantsOfModes(values.permissions),
  };
}

const hhmm = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Why an allowed-hours window cannot be saved (an i18n key), or null. */
export function allowedHoursProblem(hours: AllowedHoursValues): string | null {
  if (!hours.limited) return null;
  if (!hours.days.length) return 'users.form.errors.hoursNoDay';
  if (!hhmm.test(hours.from) || !hhmm.test(hours.to)) return 'users.form.errors.hoursInvalid';
  return hours.from < hours.to ? null : 'users.form.errors.hoursOrder';
}

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Why the allowed e-mails cannot be saved (an i18n key), or null. */
export function allowedEmailsProblem(emails: readonly string[]): string | null {
  if (emails.length > maxAllowedEmails) return 'users.form.errors.allowedEmailsTooMany';
  if (emails.some((e) => !emailShape.test(e.trim()))) return 'users.form.errors.emailInvalid';
  const keys = emails.map((e) => e.trim().toLowerCase());
  return new Set(keys).size === keys.length ? null : 'users.form.errors.allowedEmailsDuplicate';
}
