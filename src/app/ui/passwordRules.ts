/**
 * The form rules of a new password, shared by the forms that set one (the signed-in user's on
 * /my-profile, a sub-user's by its manager on /profile/:userId): the domain's strength rule
 * (section 5), checked before anything is sent, and a confirmation that must be the same.
 * Their texts are in the core namespaces (auth, errors), loaded on every page.
 */
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { passwordProblems } from '../../domain/passwords';

/** The first strength problem of the typed password, said as auth.newPassword.problem.* says it. */
export const strongPasswordRule = (t: TFunction): Rule => ({
  validator: (_rule, value: string | undefined) => {
    const problem = value ? passwordProblems(value)[0] : undefined;
    return problem ? Promise.reject(new Error(t(`auth.newPassword.problem.${problem}`))) : Promise.resolve();
  },
});

/** The confirmation must be the same as the field `newPasswordField` (put it in the item's dependencies). */
export const sameNewPasswordRule =
  (t: TFunction, newPasswordField: string, mismatchKey = 'errors.password.mismatch'): Rule =>
  ({ getFieldValue }) => ({
    validator: (_rule, value: string | undefined) => (!value || value === getFieldValue(newPasswordField) ? Promise.resolve() : Promise.reject(new Error(t(mismatchKey)))),
  });
