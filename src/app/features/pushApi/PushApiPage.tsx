/**
 * /push-api/:userId (spec section 3 "Push URL"): where the account's events are POSTed. The
 * user named must be in the caller's reach; the server answers 404 otherwise and the page says
 * so. Push URLs belong to the account, so any user of the family shows the same ones.
 */
import { Alert, Flex, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { notFoundShownByPage } from '../../api/baseQuery';
import type { PushUrl } from '../../api/generated/users';
import { statusMessageFor } from '../../api/statusMessages';
import { useFeatureTexts } from '../../i18n/useFeatureTexts';
import { confirm } from '../../state/confirmModal';
import { useAppDispatch } from '../../state/hooks';
import { PageLoading } from '../../ui/PageLoading';
import { AddNewPushUrl } from '../../../contract/statusCodes';
import { AddPushUrlForm, type NewPushUrl } from './components/AddPushUrlForm';
import { PushUrlTable, type TestOutcome } from './components/PushUrlTable';
import { SecretModal } from './components/SecretModal';
import {
  useAddNewPushUrlMutation,
  useChangeAlarmStatusMutation,
  useChangePushApiStatusMutation,
  useDeletePushApiMutation,
  useGetPushApiSettingsQuery,
  useGetPushDeliveriesQuery,
  useSendPushTestEventMutation,
} from './pushApiApi';
import { usePushTimes } from './pushTime';

const httpNotFound = 404;

// Another account's user: the page says it, instead of an error dialog over an empty page.
notFoundShownByPage('getPushApiSettings', 'getPushDeliveries');

const outcomeSeverity: Record<string, TestOutcome['severity']> = { success: 'success', warning: 'warning', error: 'danger', info: 'success' };

export default function PushApiPage() {
  const { t } = useTranslation();
  const textsReady = useFeatureTexts('pushApi');
  const dispatch = useAppDispatch();
  const times = usePushTimes();
  const userId = Number(useParams().userId);
  const validId = Number.isInteger(userId) && userId > 0;
  const settings = useGetPushApiSettingsQuery({ userId }, { skip: !validId });
  const deliveries = useGetPushDeliveriesQuery({ userId }, { skip: !validId });
  const [addPushUrl, { isLoading: adding }] = useAddNewPushUrlMutation();
  const [changeStatus] = useChangePushApiStatusMutation();
  const [changeAlarm] = useChangeAlarmStatusMutation();
  const [deletePushUrl] = useDeletePushApiMutation();
  const [sendTestEvent] = useSendPushTestEventMutation();
  const [added, setAdded] = useState<{ url: string; secret: string } | null>(null);
  const [testing, setTesting] = useState<number | null>(null);
  const [testOutcomes, setTestOutcomes] = useState<Record<number, TestOutcome>>({});

  const add = async (values: NewPushUrl): Promise<string | null> => {
    const result = await addPushUrl({ body: { userId, ...values } })
      .unwrap()
      .catch(() => undefined);
    const status = result?.data?.status;
    if (status === AddNewPushUrl.added && result?.data?.secret) setAdded({ url: values.url, secret: result.data.secret });
    // The refusals the table marks quiet are the address's: they go under its field.
    const row = status === undefined ? undefined : statusMessageFor('addNewPushUrl', status);
    return row?.quiet ? row.key : null;
  };

  const onStatus = useCallback((item: PushUrl, open: boolean) => {
    if (item.id !== undefined) void changeStatus({ body: { id: item.id, status: open ? 'open' : 'blocked' } }).catch(() => undefined);
  }, [changeStatus]);
  const onAlarm = useCallback((item: PushUrl, on: boolean) => {
    if (item.id !== undefined) void changeAlarm({ body: { id: item.id, alarm: on } }).catch(() => undefined);
  }, [changeAlarm]);
  const onDelete = useCallback(
    (item: PushUrl) => {
      const ask = async () => {
        if (item.id === undefined) return;
        const answer = await dispatch(confirm({ type: 'confirm', title: 'pushApi.delete.title', message: 'pushApi.delete.confirm', messageValues: { url: item.url ?? '' } }));
        if (answer === true) await deletePushUrl({ body: { id: item.id } }).unwrap();
      };
      void ask().catch(() => undefined);
    },
    [dispatch, deletePushUrl],
  );
  const onTest = useCallback(
    (item: PushUrl) => {
      const id = item.id;
      if (id === undefined) return;
      const send = async () => {
        setTesting(id);
        try {
          const result = await sendTestEvent({ body: { id } }).unwrap();
          const row = result.data ? statusMessageFor('sendPushTestEvent', result.data.status) : undefined;
          if (row && result.data) {
            const text = t(row.key, { status: result.data.httpStatus, ms: result.data.durationMs });
            setTestOutcomes((all) => ({ ...all, [id]: { severity: outcomeSeverity[row.severity], text } }));
          }
        } finally {
          setTesting(null);
        }
      };
      void send().catch(() => undefined);
    },
    [sendTestEvent, t],
  );

  if (!textsReady || settings.isLoading) return <PageLoading />;

  // HTTP's 404 (another account's user), not a result code.
  const notFound = !validId || (settings.error !== undefined && 'status' in settings.error && settings.error.status === httpNotFound);

  return (
    <Flex vertical gap={16} style={{ padding: 24 }}>
      <Flex vertical gap={4}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('pushApi.page.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('pushApi.page.intro')}</Typography.Text>
      </Flex>
      {notFound ? (
        <Alert type="warning" showIcon title={t('pushApi.page.notFound')} />
      ) : (
        <>
          <PushUrlTable
            pushUrls={settings.data?.data ?? []}
            deliveries={deliveries.data?.data ?? []}
            loading={settings.isFetching}
            times={times}
            testing={testing}
            testOutcomes={testOutcomes}
            onStatus={onStatus}
            onAlarm={onAlarm}
            onTest={onTest}
            onDelete={onDelete}
          />
          <AddPushUrlForm adding={adding} onAdd={add} />
        </>
      )}
      <SecretModal added={added} onClose={() => setAdded(null)} />
    </Flex>
  );
}
