/**
 * /upload-lists (issue 4): many lists at once, one file each. Every file becomes a new list
 * named after it (editable), is mapped on its own, and is sent after the one before it, with
 * its own progress and result.
 */
import { InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Typography, Upload } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetContactsPageDataQuery } from '../../api/generated/contacts';
import { useFeatureTexts } from '../../i18n/useFeatureTexts';
import { PageLoading } from '../../ui/PageLoading';
import './contactsApi';
import { ListFilesTable } from './upload/ListFilesTable';
import { MapFileModal } from './upload/MapFileModal';
import { acceptedFiles } from './upload/uploadFile';
import { useManyFiles } from './upload/useManyFiles';

export default function UploadListsPage() {
  const { t } = useTranslation();
  const textsReady = useFeatureTexts('contacts');
  // The account's lists, for unique names before sending (the server decides: -6).
  const { data, isLoading } = useGetContactsPageDataQuery({ body: { contactListId: -1 } });
  const takenNames = useMemo(() => (data?.data?.lists ?? []).map((l) => l.name), [data]);
  const { entries, add, remove, update, sendAll, running, progress } = useManyFiles(takenNames);
  const [mappingId, setMappingId] = useState<number | null>(null);
  const [tried, setTried] = useState(false);
  const [notReady, setNotReady] = useState(false);
  const mappingEntry = entries.find((e) => e.id === mappingId);
  const closeMapping = useCallback(() => setMappingId(null), []);

  if (!textsReady || isLoading) return <PageLoading />;

  const start = async () => {
    setTried(true);
    const started = await sendAll();
    setNotReady(!started);
  };

  const pending = entries.some((e) => e.state === 'pending' || e.state === 'notSaved');

  return (
    <Flex vertical gap={16} style={{ padding: 24, maxWidth: 1200 }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('contacts.uploadLists.title')}
      </Typography.Title>
      <Typography.Text type="secondary">{t('contacts.uploadLists.help')}</Typography.Text>
      <Upload.Dragger
        multiple
        accept={acceptedFiles}
        showUploadList={false}
        disabled={running}
        beforeUpload={(file) => {
          add(file);
          // Files wait here to be named and mapped; antd must not send them itself.
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden />
        </p>
        <p className="ant-upload-text">{t('contacts.uploadLists.drop')}</p>
        <p className="ant-upload-hint">{t('contacts.upload.help')}</p>
      </Upload.Dragger>
      {entries.length > 0 && (
        <ListFilesTable
          entries={entries}
          takenNames={takenNames}
          running={running}
          progress={progress}
          showProblems={tried}
          onRename={(id, name) => update(id, { name })}
          onMap={(entry) => setMappingId(entry.id)}
          onRemove={remove}
        />
      )}
      {notReady && !running && <Alert type="error" showIcon role="alert" title={t('contacts.uploadLists.notReady')} />}
      {entries.length > 0 && (
        <Flex>
          <Button type="primary" loading={running} disabled={!pending} onClick={() => void start().catch(() => undefined)}>
            {t('contacts.uploadLists.start')}
          </Button>
        </Flex>
      )}
      {mappingEntry && (
        <MapFileModal
          key={mappingEntry.id}
          entry={mappingEntry}
          onRows={(rows) => update(mappingEntry.id, { rows })}
          onMapped={(mapping) => {
            update(mappingEntry.id, { mapping });
            closeMapping();
          }}
          onClose={closeMapping}
        />
      )}
    </Flex>
  );
}
