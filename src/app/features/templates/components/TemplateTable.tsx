/** The account's templates: name, text, how many dynamic fields, and what can be done with each. */
import { DeleteOutlined, EditOutlined, SendOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Template } from '../../../api/generated/templates';
import { fieldCount } from '../templateContent';
import { UserText, userTextCell } from '../../../ui/UserText';

interface Props {
  templates: Template[];
  loading: boolean;
  onEdit: (template: Template) => void;
  onUse: (template: Template) => void;
  onDelete: (template: Template) => void;
}

export function TemplateTable({ templates, loading, onEdit, onUse, onDelete }: Props) {
  const { t } = useTranslation();
  const columns = useMemo<TableColumnsType<Template>>(
    () => [
      { key: 'name', dataIndex: 'name', title: t('templates.list.name'), width: 200, ellipsis: true, render: userTextCell },
      // A template is read in its own direction (Hebrew or English), whatever the page's.
      { key: 'content', title: t('templates.list.content'), ellipsis: true, render: (_, item) => <UserText>{item.content}</UserText> },
      { key: 'fields', title: t('templates.list.fields'), width: 120, render: (_, item) => fieldCount(item.content ?? '') },
      {
        key: 'actions',
        title: t('templates.list.actions'),
        width: 330,
        render: (_, item) => (
          <Flex gap={4} wrap>
            <Button size="small" type="link" icon={<EditOutlined aria-hidden />} onClick={() => onEdit(item)} aria-label={t('templates.list.editNamed', { name: item.name })}>
              {t('templates.list.edit')}
            </Button>
            <Button size="small" type="link" icon={<SendOutlined aria-hidden />} onClick={() => onUse(item)} aria-label={t('templates.list.useNamed', { name: item.name })}>
              {t('templates.list.use')}
            </Button>
            <Button size="small" type="link" danger icon={<DeleteOutlined aria-hidden />} onClick={() => onDelete(item)} aria-label={t('templates.list.deleteNamed', { name: item.name })}>
              {t('templates.list.delete')}
            </Button>
          </Flex>
        ),
      },
    ],
    [t, onEdit, onUse, onDelete],
  );
  return (
    <Table<Template>
      size="middle"
      rowKey={(item) => item.templateId ?? item.name ?? ''}
      columns={columns}
      dataSource={templates}
      loading={loading}
      pagination={templates.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
      scroll={{ x: 760 }}
      locale={{ emptyText: <Empty description={t('templates.list.empty')} /> }}
      aria-label={t('templates.list.label')}
    />
  );
}
