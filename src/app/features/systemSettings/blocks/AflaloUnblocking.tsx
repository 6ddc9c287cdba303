/**
 * aflalu-unblocking: the system-wide block list of destination numbers (the platform blacklist
 * that the public remove-number page fills; no account's campaign reaches a number on it). The
 * list is searched by digits and paged (super-admin/get-aflalo); numbers are unblocked, or blocked
 * again, typed up to 100 at a time or one row at a time (super-admin/set-aflalo, audited with its
 * comment). Outcomes are the status table's.
 */
import { Button, Flex, Form, Input, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetAflaloQuery, useSetAflaloMutation, type GetAflaloApiResponse } from '../../../api/generated/superAdmin';
import { useMomentText } from '../../../i18n/useMomentText';
import { useFeatureTexts } from '../../../i18n/useFeatureTexts';
import { pastedNumbers } from '../../../ui/blacklistBulk/bulkLines';
import { PageLoading } from '../../../ui/PageLoading';
import './systemBlocksApi';

type BlockedRow = NonNullable<GetAflaloApiResponse['data']>['rows'][number];
const maxPhones = 100;

export default function AflaloUnblocking() {
  const ready = useFeatureTexts('settingsBlocks', 'superAdmin');
  const { t } = useTranslation();
  const moment = useMomentText();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const { data, isFetching } = useGetAflaloQuery({ body: { ...(search ? { phone: search } : {}), page } });
  const [setAflalo, changing] = useSetAflaloMutation();
  const [form] = Form.useForm<{ phones: string; comment?: string }>();
  if (!ready) return <PageLoading />;

  const change = async (phones: string[], action: 'block' | 'unblock', comment?: string) =>
    setAflalo({ body: { phones, action, ...(comment?.trim() ? { comment: comment.trim() } : {}) } }).unwrap();

  const submit = async (action: 'block' | 'unblock') => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    await change([...new Set(pastedNumbers(values.phones))], action, values.comment).then(() => form.resetFields(), () => undefined);
  };

  return (
    <Flex vertical gap={24}>
      <Form form={form} layout="vertical" style={{ maxWidth: 560 }}>
        <Form.Item
          name="phones"
          label={t('settingsBlocks.aflalo.phones')}
          extra={t('settingsBlocks.aflalo.phonesHelp', { max: maxPhones })}
          rules={[
            { required: true, whitespace: true, message: t('settingsBlocks.aflalo.phonesRequired') },
            { validator: (_r, v: string | undefined) => (new Set(pastedNumbers(v ?? '')).size > maxPhones ? Promise.reject(new Error(t('settingsBlocks.aflalo.tooMany', { max: maxPhones }))) : Promise.resolve()) },
          ]}
        >
          <Input.TextArea rows={3} dir="ltr" />
        </Form.Item>
        <Form.Item name="comment" label={t('settingsBlocks.aflalo.comment')} rules={[{ max: 500 }]}>
          <Input />
        </Form.Item>
        <Flex gap={8} wrap>
          <Button type="primary" loading={changing.isLoading} onClick={() => void submit('unblock')}>
            {t('settingsBlocks.aflalo.unblock')}
          </Button>
          <Button danger loading={changing.isLoading} onClick={() => void submit('block')}>
            {t('settingsBlocks.aflalo.block')}
          </Button>
        </Flex>
      </Form>
      <Flex vertical gap={8}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('settingsBlocks.aflalo.listTitle')}
        </Typography.Title>
        <Input.Search
          aria-label={t('settingsBlocks.aflalo.search')}
          placeholder={t('settingsBlocks.aflalo.search')}
          allowClear
          dir="ltr"
          style={{ maxWidth: 280 }}
          onSearch={(value) => {
            setSearch(value.replace(/\D/g, ''));
            setPage(1);
          }}
        />
        <Table<BlockedRow>
          rowKey="phone"
          size="small"
          loading={isFetching}
          dataSource={data?.data?.rows ?? []}
          aria-label={t('settingsBlocks.aflalo.listTitle')}
          locale={{ emptyText: t('settingsBlocks.aflalo.none') }}
          pagination={{ current: page, pageSize: 50, total: data?.data?.total ?? 0, showSizeChanger: false, onChange: setPage }}
          columns={[
            { title: t('settingsBlocks.aflalo.columns.phone'), dataIndex: 'phone', render: (phone: string) => <bdi>{phone}</bdi> },
            { title: t('settingsBlocks.aflalo.columns.source'), dataIndex: 'source', render: (source: BlockedRow['source']) => t(`settingsBlocks.aflalo.sources.${source}`) },
            { title: t('settingsBlocks.aflalo.columns.sender'), dataIndex: 'sender', render: (sender: string | null) => (sender ? <bdi>{sender}</bdi> : '') },
            { title: t('settingsBlocks.aflalo.columns.blockedAt'), dataIndex: 'blockedAt', render: (at: number) => moment(new Date(at).toISOString()) },
            {
              key: 'unblock',
              title: t('settingsBlocks.aflalo.columns.action'),
              render: (_v, row) => (
                <Button size="small" onClick={() => void change([row.phone], 'unblock').catch(() => undefined)} aria-label={t('settingsBlocks.aflalo.unblockOne', { phone: row.phone })}>
                  {t('settingsBlocks.aflalo.unblock')}
                </Button>
              ),
            },
          ]}
        />
      </Flex>
    </Flex>
  );
}
