/** The account's drafts, last changed first (as the server orders them), with open and delete. */
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Flex, Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Draft } from '../../../api/generated/campaigns';
import { draftUpdatedOn } from '../draftDate';
import { UserText, userTextCell } from '../../../ui/UserText';

interface Props {
  drafts: Draft[];
  loading: boolean;
  onOpen: (draft: Draft) => void;
  onDelete: (draft: Draft) => void;
}

export function DraftsTable({ drafts, loading, onOpen, onDelete }: Props) {
  const { t } = useTranslation();
  const columns = useMemo<TableColumnsType<Draft>>(
    () => [
      { key: 'name', dataIndex: 'campaignName', title: t('drafts.table.name'), width: 200, ellipsis: true, render: userTextCell },
      { key: 'text', title: t('drafts.table.text'), ellipsis: true, render: (_, draft) => <UserText>{draft.smsContent}</UserText> },
      { key: 'updated', title: t('drafts.table.updated'), width: 170, render: (_, draft) => <bdi>{draftUpdatedOn(draft.updatedOn)}</bdi> },
      {
        key: 'actions',
        title: t('drafts.table.actions'),
        width: 200,
        render: (_, draft) => (
          <Flex gap={4}>
            <Button size="small" type="link" icon={<EditOutlined aria-hidden />} onClick={() => onOpen(draft)} aria-label={t('drafts.table.openNamed', { name: draft.campaignName })}>
              {t('drafts.table.open')}
            </Button>
            <Button size="small" type="link" danger icon={<DeleteOutlined aria-hidden />} onClick={() => onDelete(draft)} aria-label={t('drafts.table.deleteNamed', { name: draft.campaignName })}>
              {t('drafts.table.delete')}
            </Button>
          </Flex>
        ),
      },
    ],
    [t, onOpen, onDelete],
  );
  return (
    <Table<Draft>
      size="middle"
      rowKey="campaignId"
      columns={columns}
      dataSource={drafts}
      loading={loading}
      pagination={drafts.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
      scroll={{ x: 720 }}
      aria-label={t('drafts.table.label')}
    />
  );
}
