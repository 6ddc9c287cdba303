/**
 * Opening the newsletter service from the app (section 4, the newsletter and landing-page
 * modes): a user with a newsletter account gets a single-use sign-in link
 * (get-login-token); one without is asked for the account's e-mail address first
 * (create-newsletters-account answers the link too). The link opens in a new window; the app
 * keeps its mode. Outcomes other than success are said by the base query (statusMessages).
 */
import { useCallback } from 'react';
import { useCreateNewslettersAccountMutation, useGetNewslettersLoginTokenMutation } from '../../api/generated/main';
import { CreateNewslettersAccount, GetNewslettersLoginToken } from '../../../contract/statusCodes';
import { ensureTexts } from '../../i18n/i18n';
import { confirm } from '../../state/confirmModal';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { profileLoaded } from '../../state/session';
import { openNewsletterService } from './openNewsletterService';

export type NewsletterTarget = 'newsletter' | 'landingPage';

/** The section of the service each mode opens (the service's page keeps both). */
const sectionOf: Record<NewsletterTarget, string> = { newsletter: '#newsletters', landingPage: '#landing-pages' };

export function useNewsletterHandOff(): (target: NewsletterTarget) => Promise<void> {
  const dispatch = useAppDispatch();
  const user = useAppSelector((s) => s.session.user);
  const [getLoginToken] = useGetNewslettersLoginTokenMutation();
  const [createAccount] = useCreateNewslettersAccountMutation();

  return useCallback(
    async (target: NewsletterTarget) => {
      if (!user) return;
      const limitMail = Math.max(0, Math.floor(user.balanceCredits?.emails?.amount ?? 0));
      let url: string | undefined;
      try {
        if (!user.isHaveNewsLatterAccount) {
          await ensureTexts(['newsletters']);
          const email = await dispatch(
            confirm({
              type: 'confirm',
              title: 'newsletters.create.title',
              message: 'newsletters.create.message',
              inputMode: 'text',
              inputType: 'addNewEmailNewsLetter',
              inputLabel: 'newsletters.create.email',
              okText: 'newsletters.create.ok',
            }),
          );
          if (typeof email !== 'string') return;
          const created = await createAccount({
            body: { user_id: user.userId, email: email.trim(), firstname: user.name?.firstName || user.userName || email.trim(), limit_mail: limitMail },
          }).unwrap();
          const status = created.data?.status;
          if (status === CreateNewslettersAccount.accountCreated || status === CreateNewslettersAccount.accountExists) {
            dispatch(profileLoaded({ ...user, isHaveNewsLatterAccount: true }));
          }
          if (status === CreateNewslettersAccount.accountCreated) url = created.data?.url;
          else if (status !== CreateNewslettersAccount.accountExists) return;
        }
        if (!url) {
          const link = await getLoginToken({ body: { user_id: user.userId, limit_mail: limitMail } }).unwrap();
          if (link.data?.status !== GetNewslettersLoginToken.opening) return;
          url = link.data.url;
        }
      } catch {
        // The base query already said what went wrong.
        return;
      }
      if (url) openNewsletterService(url + sectionOf[target]);
    },
    [createAccount, dispatch, getLoginToken, user],
  );
}
