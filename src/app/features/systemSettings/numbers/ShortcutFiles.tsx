/** The files uploaded for a short number (super-admin/get_files_of_shortcut_number), newest first. */
import { Button, Flex, Input, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLazyGetFilesOfShortcutNumberQuery, type SuperAdminShortcutFile } from '../../../api/generated/superAdmin';

export function ShortcutFiles() {
  const { t } = useTranslation();
  const [number, setNumber] = useState('');
  const [read, { data, isFetching, isUninitialized }] = useLazyGetFilesOfShortcutNumberQuery();
  const valid = /^[0-9]{3,16}$/.test(number);
  return (
    <section aria-label={t('settingsNumbers.move.shortcutTitle')}>
      <Typography.Title level={5}>{t('settingsNumbers.move.shortcutTitle')}</Typography.Title>
      <Flex gap={8} style={{ marginBottom: 8 }}>
        <Input dir="ltr" inputMode="numeric" style={{ maxWidth: 200 }} aria-label={t('settingsNumbers.move.shortcutNumber')} value={number} onChange={(e) => setNumber(e.target.value.trim())} />
        <Button disabled={!valid} loading={isFetching} onClick={() => void read({ body: { number } })}>
          {t('settingsNumbers.move.shortcutShow')}
        </Button>
      </Flex>
      {!isUninitialized && (
        <Table<SuperAdminShortcutFile>
          size="small"
          rowKey="id"
          dataSource={data?.data ?? []}
          loading={isFetching}
          locale={{ emptyText: t('settingsNumbers.move.shortcutNone') }}
          pagination={false}
          columns={[
            { key: 'fileName', title: t('settingsNumbers.move.fileName'), dataIndex: 'fileName' },
            { key: 'rows', title: t('settingsNumbers.move.rows'), dataIndex: 'rows' },
            { key: 'uploadedOn', title: t('settingsNumbers.move.uploadedOn'), dataIndex: 'uploadedOn' },
          ]}
        />
      )}
    </section>
  );
}
