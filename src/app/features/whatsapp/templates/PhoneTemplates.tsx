/**
 * The templates of the chosen number (get-phone-templates) with their approval standing and,
 * for a refused one, why; each can be deleted.
 */
import { Button, Popconfirm, Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDeleteWhatsappTemplateMutation, useGetWhatsappPhoneTemplatesQuery, type WhatsAppTemplate } from '../../../api/generated/whatsapp';
import { rejectionKeyOf, standingColor } from './templateChoice';
import { templateStandingOf } from '../../../../domain/whatsapp';


export function PhoneTemplates({ phone }: { phone: string }) {
  const { t } = useTranslation();
  const { data, isFetching } = useGetWhatsappPhoneTemplatesQuery({ phone });
  const [remove, removing] = useDeleteWhatsappTemplateMutation();
  const templates = data?.data ?? [];

  const columns: TableColumnsType<WhatsAppTemplate> = [
    { key: 'name', title: t('whatsapp.templates.name'), dataIndex: 'name', render: (name: string) => <span dir="ltr">{name}</span> },
    { key: 'body', title: t('whatsapp.templates.body'), dataIndex: 'body', ellipsis: true, render: (body: string) => <span dir="auto">{body}</span> },
    {
      key: 'status',
      title: t('whatsapp.templates.status'),
      render: (_, row) => {
        const standing = templateStandingOf(row.status);
        return <Tag color={standingColor[standing]}>{t(`whatsapp.templates.standing.${standing}`)}</Tag>;
      },
    },
    {
      key: 'reason',
      title: t('whatsapp.templates.rejectionReason'),
      render: (_, row) => {
        if (templateStandingOf(row.status) !== 'rejected' || !row.rejectionReason) return null;
        const key = rejectionKeyOf(row.rejectionReason);
        return key ? t(key) : row.rejectionReason;
      },
    },
    {
      key: 'delete',
      title: '',
      render: (_, row) => (
        <Popconfirm
          title={t('whatsapp.templates.deleteConfirm', { name: row.name })}
          okText={t('whatsapp.templates.delete')}
          cancelText={t('whatsapp.common.cancel')}
          onConfirm={() => remove({ id: row.templateId! }).unwrap().catch(() => undefined)}
        >
          <Button danger size="small" loading={removing.isLoading}>
            {t('whatsapp.templates.delete')}
          </Button>
        </Popconfirm>
      ),
    },
  ];
  return (
    <Table<WhatsAppTemplate>
      aria-label={t('whatsapp.templates.title')}
      rowKey={(r) => r.templateId ?? r.name ?? ''}
      columns={columns}
      dataSource={templates}
      loading={isFetching}
      pagination={false}
      locale={{ emptyText: t('whatsapp.templates.none') }}
      size="small"
    />
  );
}
