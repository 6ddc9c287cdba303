/**
 * The checks both customer forms make before sending, with the same rules the server keeps
 * (src/domain/userFields, myProfile) and the contract's lengths; anything else (a username or
 * e-mail another user has) only the server can tell, and its answer goes under the field too.
 */
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { isEmailAddress } from '../../../domain/myProfile';
import { isProfilePhone, usernameHasSpaces } from '../../../domain/userFields';

const check = (ok: (value: string) => boolean, message: string): Rule => ({
  validator: (_rule, value: string | undefined) => (!value || ok(value) ? Promise.resolve() : Promise.reject(new Error(message))),
});

export function customerFieldRules(t: TFunction) {
  const required: Rule = { required: true, whitespace: true, message: t('customer.fields.required') };
  return {
    required,
    username: [required, { min: 3, max: 40, message: t('customer.fields.usernameLength') }, check((v) => !usernameHasSpaces(v), t('customer.fields.usernameSpaces'))],
    name: [required, { max: 60, message: t('customer.fields.tooLong', { max: 60 }) }],
    email: [required, { max: 120, message: t('customer.fields.tooLong', { max: 120 }) }, check(isEmailAddress, t('customer.fields.emailInvalid'))],
    phone: [required, check(isProfilePhone, t('customer.fields.phoneInvalid'))],
    nationalId: [check((v) => /^\d{9}$/.test(v), t('customer.fields.nationalIdInvalid'))],
    companyName: [{ max: 100, message: t('customer.fields.tooLong', { max: 100 }) }],
  };
}
