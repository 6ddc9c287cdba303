/**
 * The customer's sender-name requests (super-admin/get-user-source-number-text-data): each name
 * with the declaration the customer signed, its state and its documents. A system manager
 * approves or rejects one, or several selected at once (save-all-source-number-text, all or
 * none), corrects a declaration, or deletes a request with its documents. An approved name is
 * one the customer may send from at once. Below, a customer document of the secure server is
 * downloaded by its name.
 */
import { Button, Flex, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useDeleteSourceNumberTextMutation,
  useGetUserSourceNumberTextDataQuery,
  useSaveAllSourceNumberTextMutation,
  useSaveSourceNumberTextMutation,
  useSendZoomMeetingCoordinationMutation,
  type SuperAdminSourceNameRequest,
} from '../../../api/generated/superAdmin';
import { useFeatureTexts } from '../../../i18n/useFeatureTexts';
import { useAppDispatch } from '../../../state/hooks';
import { confirm } from '../../../state/confirmModal';
import { PageLoading } from '../../../ui/PageLoading';
import { UserText } from '../../../ui/UserText';
import { SenderNameDecisionForm } from './SenderNameDecisionForm';
import { SenderNameDocuments } from './SenderNameDocuments';
import { SecureServerFile } from './SecureServerFile';
import './SenderNamesTags';

type State = NonNullable<SuperAdminSourceNameRequest['status']>;
const stateColor: Record<State, string> = { pending: 'processing', approved: 'success', rejected: 'error' };

export function SenderNamesSection({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const ready = useFeatureTexts('settingsSenders');
  const dispatch = useAppDispatch();
  const { data, isLoading } = useGetUserSourceNumberTextDataQuery({ body: { userId } });
  const [save] = useSaveSourceNumberTextMutation();
  const [saveAll, { isLoading: savingAll }] = useSaveAllSourceNumberTextMutation();
  const [remove] = useDeleteSourceNumberTextMutation();
  const [sendMeetingLink] = useSendZoomMeetingCoordinationMutation();
  const [editing, setEditing] = useState<SuperAdminSourceNameRequest>();
  const [selected, setSelected] = useState<number[]>([]);
  if (!ready || isLoading) return <PageLoading />;

  const decide = (request: SuperAdminSourceNameRequest, status: State) => void save({ body: { requestId: request.id!, status } }).unwrap().catch(() => undefined);
  const decideSelected = async (status: State) => {
    const result = await saveAll({ body: { userId, requests: selected.map((requestId) => ({ requestId, status })) } });
    if ('data' in result) setSelected([]);
  };
  const askDelete = async (request: SuperAdminSourceNameRequest) => {
    if ((await dispatch(confirm({ type: 'confirm', message: t('settingsSenders.deleteConfirm', { name: request.sourceName }) }))) !== true) return;
    await remove({ body: { requestId: request.id! } }).unwrap().catch(() => undefined);
  };
  const columns: ColumnsType<SuperAdminSourceNameRequest> = [
    { key: 'name', title: t('settingsSenders.name'), render: (_, r) => <UserText>{r.sourceName}</UserText> },
    {
      key: 'status',
      title: t('settingsSenders.status'),
      render: (_, r) => (
        <Flex vertical gap={4} align="start">
          <Tag color={stateColor[r.status ?? 'pending']}>{t(`settingsSenders.states.${r.status ?? 'pending'}`)}</Tag>
          {r.meetingStatus && r.meetingStatus !== 'none' && <Typography.Text type="secondary">{t(`settingsSenders.meetingStates.${r.meetingStatus}`)}</Typography.Text>}
        </Flex>
      ),
    },
    { key: 'requestedOn', title: t('settingsSenders.requestedOn'), render: (_, r) => r.requestedOn },
    { key: 'decidedOn', title: t('settingsSenders.decidedOn'), render: (_, r) => r.decidedOn ?? '' },
    {
      key: 'declaration',
      title: t('settingsSenders.declaration'),
      render: (_, r) => (
        <Flex vertical gap={4}>
          {r.text ? <UserText>{r.text}</UserText> : <Typography.Text type="secondary">{t('settingsSenders.noDeclaration')}</Typography.Text>}
          {r.comment && <Typography.Text type="secondary">{t('settingsSenders.commentIs', { comment: r.comment })}</Typography.Text>}
        </Flex>
      ),
    },
    { key: 'documents', title: t('settingsSenders.documents'), render: (_, r) => t('settingsSenders.documentCount', { count: r.files?.length ?? 0 }) },
    {
      key: 'actions',
      title: t('settingsSenders.actions'),
      render: (_, r) => (
        <Space wrap>
          {r.status !== 'approved' && (
            <Button size="small" type="primary" onClick={() => decide(r, 'approved')} aria-label={`${t('settingsSenders.approve')} ${r.sourceName ?? ''}`}>
              {t('settingsSenders.approve')}
            </Button>
          )}
          {r.status !== 'rejected' && (
            <Button size="small" onClick={() => decide(r, 'rejected')} aria-label={`${t('settingsSenders.reject')} ${r.sourceName ?? ''}`}>
              {t('settingsSenders.reject')}
            </Button>
          )}
          {/* The video meeting strongly verifies a name already approved on its documents. */}
          {r.status === 'approved' && r.meetingStatus !== 'done' && (
            <Button size="small" onClick={() => void sendMeetingLink({ body: { requestId: r.id! } }).unwrap().catch(() => undefined)} aria-label={`${t('settingsSenders.sendMeetingLink')} ${r.sourceName ?? ''}`}>
              {t('settingsSenders.sendMeetingLink')}
            </Button>
          )}
          <Button size="small" onClick={() => setEditing(r)} aria-label={`${t('settingsSenders.edit')} ${r.sourceName ?? ''}`}>
            {t('settingsSenders.edit')}
          </Button>
          <Button size="small" danger onClick={() => void askDelete(r)} aria-label={`${t('settingsSenders.delete')} ${r.sourceName ?? ''}`}>
            {t('settingsSenders.delete')}
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('settingsSenders.intro')}
      </Typography.Paragraph>
      <Space wrap>
        <Button disabled={selected.length === 0} loading={savingAll} onClick={() => void decideSelected('approved')}>
          {t('settingsSenders.approveSelected', { count: selected.length })}
        </Button>
        <Button disabled={selected.length === 0} loading={savingAll} onClick={() => void decideSelected('rejected')}>
          {t('settingsSenders.rejectSelected', { count: selected.length })}
        </Button>
      </Space>
      {/* Scrolled by its box, not by the table's scroll.x: that one's measuring row holds the expand and selection buttons hidden from screen readers yet focusable (axe). */}
      <div style={{ overflowX: 'auto' }}>
        <Table
          rowKey="id"
          columns={columns}
          dataSource={data?.data ?? []}
          pagination={false}
          rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)), getCheckboxProps: (r) => ({ 'aria-label': t('settingsSenders.select', { name: r.sourceName }) }) }}
          locale={{ emptyText: t('settingsSenders.empty') }}
          expandable={{ expandedRowRender: (r) => <SenderNameDocuments requestId={r.id!} />, rowExpandable: (r) => (r.files?.length ?? 0) > 0 }}
        />
      </div>
      <SecureServerFile userId={userId} />
      {editing && <SenderNameDecisionForm request={editing} onClose={() => setEditing(undefined)} />}
    </Flex>
  );
}
