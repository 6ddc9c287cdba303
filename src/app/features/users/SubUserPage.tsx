/**
 * /profile/:userId? (sections 2, 3, 4, 6): create a sub-user (/profile/new) or edit one of the
 * family the signed-in user manages (/profile/{userId}): its details, permissions and credits.
 * After a save the page goes to /profile/{userId}; after a delete to /profile/new (section 4).
 */
import { Alert, Flex, Form, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useCreateSubUserMutation, useDeleteSubUserMutation, useUpdateSubUserMutation } from '../../api/generated/users';
import { useSetNewMessagesBalanceMutation, type BalanceCredits } from '../../api/generated/reports';
import { statusMessageFor } from '../../api/statusMessages';
import { useFeatureTexts } from '../../i18n/useFeatureTexts';
import { href } from '../../router/paths';
import { confirm } from '../../state/confirmModal';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { notify } from '../../state/notifications';
import { PageLoading } from '../../ui/PageLoading';
import { UserText } from '../../ui/UserText';
import { CreateSubUser, DeleteSubUser, SetNewMessagesBalance, UpdateSubUser } from '../../../contract/statusCodes';
import { CreditsCard } from './components/CreditsCard';
import { SubUserForm } from './components/SubUserForm';
import { UserStanding } from './components/UserStanding';
import type { CreditProduct } from './creditProducts';
import { saveOutcome, type SaveOperation } from './subUserOutcome';
import { newSubUserValues, subUserBody, valuesOfSubUser, type SubUserValues } from './subUserValues';
import { useSubUser } from './useSubUser';
import { useSourceNameOptions } from './useSourceNameOptions';
import { useVerifiedNumberOptions } from './useVerifiedNumberOptions';
import { SubUserPasswordCard } from './components/SubUserPasswordCard';
import { SignInAsButton } from '../../ui/SignInAsButton';
import './usersApi';

const noPermissions = { group: 1, permissions: [] as number[] };

export default function SubUserPage() {
  const { t } = useTranslation();
  const textsReady = useFeatureTexts('users', 'reports');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { userId: param } = useParams();
  // A new user opened from a drill-down (/users-report/{id}) is created under that user.
  const parent = Number(useSearchParams()[0].get('parent')) || undefined;
  const signedIn = useAppSelector((s) => s.session.user);
  const granter = signedIn ?? noPermissions;
  const isNew = !param || param === 'new';
  const userId = isNew ? undefined : Number(param);
  const { user, isLoading, notFound } = useSubUser(userId);
  const sourceNameOptions = useSourceNameOptions();
  // The numbers offered are the parent's: the signed-in user's, the drill-down's, or the edited user's parent's.
  const verifiedNumberOptions = useVerifiedNumberOptions(isNew ? (parent ?? signedIn?.userId) : user?.parentId);
  const [form] = Form.useForm<SubUserValues>();
  const [createSubUser, { isLoading: creating }] = useCreateSubUserMutation();
  const [updateSubUser, { isLoading: updating }] = useUpdateSubUserMutation();
  const [deleteSubUser] = useDeleteSubUserMutation();
  const [setBalance] = useSetNewMessagesBalanceMutation();
  // Both balances as the last transfer left them: the answer carries them, fresher than the session's.
  const [afterMove, setAfterMove] = useState<{ userId: number; user?: BalanceCredits; own?: BalanceCredits } | null>(null);

  const save = async (values: SubUserValues) => {
    const operation: SaveOperation = isNew ? 'createSubUser' : 'updateSubUser';
    const body = subUserBody(values);
    const answer = isNew ? await createSubUser({ body: parent ? { ...body, parentId: parent } : body }).unwrap() : await updateSubUser({ id: userId!, body }).unwrap();
    const status = answer.data?.status;
    const { field, message } = saveOutcome(operation, status);
    if (field && message) {
      form.setFields([{ name: field, errors: [t(message.key)] }]);
      return;
    }
    if (message) dispatch(notify({ severity: message.severity, message: message.key }));
    const done = status === (isNew ? CreateSubUser.created : UpdateSubUser.saved);
    const savedId = answer.data?.userId ?? userId;
    if (done && savedId !== undefined) navigate(href('profile', { userId: savedId }), { replace: isNew });
  };

  const askToDelete = useCallback(async () => {
    if (userId === undefined) return;
    const answer = await dispatch(
      confirm({ type: 'confirm', title: 'users.deleteUser.title', message: 'users.deleteUser.confirm', messageValues: { username: user?.username ?? '' } }),
    );
    if (answer !== true) return;
    const result = await deleteSubUser({ id: userId }).unwrap();
    // The base query tells the outcome; the page leaves only a user that is gone.
    if (result.data?.status === DeleteSubUser.deleted) navigate(href('profile', { userId: 'new' }), { replace: true });
  }, [dispatch, deleteSubUser, navigate, user?.username, userId]);

  const moveCredits = async (product: CreditProduct, amount: number): Promise<string | null> => {
    if (userId === undefined) return null;
    const answer = await setBalance({ body: { userId, product, amount } }).unwrap().catch(() => undefined);
    const status = answer?.data?.status;
    if (status === SetNewMessagesBalance.updated) {
      setAfterMove({ userId, user: answer?.data?.balanceCredits, own: answer?.data?.adminBalanceCredits });
      dispatch(notify({ severity: 'success', message: statusMessageFor('setNewMessagesBalance', status)?.key ?? 'users.credits.moved' }));
      return null;
    }
    return status === undefined ? null : (statusMessageFor('setNewMessagesBalance', status)?.key ?? 'errors.generic.errorSavingData');
  };

  if (!textsReady || isLoading) return <PageLoading />;

  const title = isNew ? t('users.page.newTitle') : t('users.page.editTitle', { username: user?.username ?? '' });
  return (
    <Flex vertical gap={16} style={{ padding: 24, maxWidth: 960 }}>
      <Flex vertical gap={4}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {isNew ? title : <UserText>{title}</UserText>}
        </Typography.Title>
        <Typography.Text type="secondary">{t('users.page.intro')}</Typography.Text>
        <Link to={href('usersReport')}>{t('users.page.toReport')}</Link>
        {user && userId !== undefined && <SignInAsButton userId={userId} />}
      </Flex>
      {notFound && <Alert type="warning" showIcon title={t('users.page.notFound')} description={<Link to={href('profile', { userId: 'new' })}>{t('users.page.createInstead')}</Link>} />}
      {user && userId !== undefined && <UserStanding userId={userId} user={user} />}
      {(isNew || user) && (
        <SubUserForm
          // A fresh form per user, so moving between users never keeps the previous one's values.
          key={param ?? 'new'}
          form={form}
          initial={user ? valuesOfSubUser(user, granter) : newSubUserValues(granter)}
          isNew={isNew}
          granter={granter}
          sourceNameOptions={sourceNameOptions}
          verifiedNumberOptions={verifiedNumberOptions}
          saving={creating || updating}
          onSave={(values) => void save(values).catch(() => undefined)}
          onDelete={isNew ? undefined : () => void askToDelete().catch(() => undefined)}
        />
      )}
      {user && userId !== undefined && (
        <CreditsCard
          balances={(afterMove?.userId === userId && afterMove.user) || user.balanceCredits}
          ownBalances={(afterMove?.userId === userId && afterMove.own) || signedIn?.balanceCredits}
          onSet={moveCredits}
        />
      )}
      {user && userId !== undefined && <SubUserPasswordCard userId={userId} />}
    </Flex>
  );
}
