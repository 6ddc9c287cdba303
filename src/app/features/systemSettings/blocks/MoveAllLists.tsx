/**
 * move-all-distribution-lists: every live contact list of one customer's account, with its
 * contacts and sub-lists, moved to another customer's account (super-admin/move-all-contact-lists).
 * The giver's lists are shown first (get-all-cl-user-id); the move asks first; a name the receiver
 * already uses stops the whole move, and those names are listed here.
 */
import { Alert, Button, Flex, Form, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetAllUserContactListsQuery, useMoveAllContactListsMutation, type SuperAdminContactListSummary } from '../../../api/generated/superAdmin';
import { MoveAllContactLists } from '../../../../contract/statusCodes';
import { useFeatureTexts } from '../../../i18n/useFeatureTexts';
import { confirm } from '../../../state/confirmModal';
import { useAppDispatch } from '../../../state/hooks';
import { CustomerPicker } from '../../../ui/CustomerPicker';
import { PageLoading } from '../../../ui/PageLoading';
import { useNumberFormat } from '../../../ui/useNumberFormat';
import { UserText } from '../../../ui/UserText';
import './systemBlocksApi';

interface Chosen {
  userId: number;
  label: string;
}

export default function MoveAllLists() {
  const ready = useFeatureTexts('settingsBlocks');
  const { t } = useTranslation();
  const { number } = useNumberFormat();
  const dispatch = useAppDispatch();
  const [from, setFrom] = useState<Chosen>();
  const [to, setTo] = useState<Chosen>();
  const [takenNames, setTakenNames] = useState<string[]>([]);
  const { data, isFetching } = useGetAllUserContactListsQuery({ body: { userId: from?.userId ?? 0 } }, { skip: !from });
  const [move, moving] = useMoveAllContactListsMutation();
  if (!ready) return <PageLoading />;
  const lists = from ? (data?.data ?? []) : [];

  const run = async () => {
    if (!from || !to) return;
    const asked = await dispatch(confirm({ type: 'confirm', title: 'settingsBlocks.move.confirmTitle', message: 'settingsBlocks.move.confirm', messageValues: { count: lists.length, from: from.label, to: to.label } }));
    if (asked !== true) return;
    const answer = await move({ body: { fromUserId: from.userId, toUserId: to.userId } }).unwrap().catch(() => null);
    setTakenNames(answer?.data?.status === MoveAllContactLists.nameTaken ? (answer.data.takenNames ?? []) : []);
  };

  return (
    <Flex vertical gap={16}>
      <Form layout="vertical" style={{ maxWidth: 560 }}>
        <Form.Item label={t('settingsBlocks.move.from')} htmlFor="move-from">
          <CustomerPicker id="move-from" value={from?.userId} exceptUserId={to?.userId} onChange={(userId, label) => { setFrom({ userId, label }); setTakenNames([]); }} />
        </Form.Item>
        <Form.Item label={t('settingsBlocks.move.to')} htmlFor="move-to">
          <CustomerPicker id="move-to" value={to?.userId} exceptUserId={from?.userId} onChange={(userId, label) => { setTo({ userId, label }); setTakenNames([]); }} />
        </Form.Item>
        <Button type="primary" disabled={!from || !to || lists.length === 0} loading={moving.isLoading} onClick={() => void run()}>
          {t('settingsBlocks.move.submit', { count: lists.length })}
        </Button>
      </Form>
      {takenNames.length > 0 && (
        <Alert type="error" showIcon title={t('settingsBlocks.move.takenTitle')} description={<ul style={{ margin: 0 }}>{takenNames.map((name) => <li key={name}><UserText>{name}</UserText></li>)}</ul>} />
      )}
      {from && (
        <Table<SuperAdminContactListSummary>
          rowKey="id"
          size="small"
          loading={isFetching}
          dataSource={lists}
          aria-label={t('settingsBlocks.move.listsOf', { name: from.label })}
          locale={{ emptyText: t('settingsBlocks.move.none') }}
          pagination={lists.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
          columns={[
            { title: t('settingsBlocks.move.columns.name'), dataIndex: 'name', render: (name: string) => <UserText>{name}</UserText> },
            { title: t('settingsBlocks.move.columns.numbers'), dataIndex: 'totalLength', render: (v?: number) => (v === undefined ? '' : number(v)) },
            { title: t('settingsBlocks.move.columns.created'), dataIndex: 'creationDate' },
          ]}
        />
      )}
    </Flex>
  );
}
