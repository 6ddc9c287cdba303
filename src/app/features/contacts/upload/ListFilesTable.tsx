/** One row per chosen file of /upload-lists: its list name, its mapping, its progress and result. */
import { CheckCircleFilled, DeleteOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Modal, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactsImportProgress, FailedRow } from '../../../api/generated/contacts';
import { maxListNameLength } from '../../../../domain/contactFields';
import { FailedRows } from '../components/FailedRows';
import { ImportProgressView } from './ImportProgressView';
import { failedCount, useResultSummary } from './ImportResultView';
import { nameProblemOf, type FileEntry } from './useManyFiles';
import { UserText } from '../../../ui/UserText';

interface Props {
  entries: FileEntry[];
  takenNames: readonly string[];
  running: boolean;
  progress?: ContactsImportProgress;
  /** Name problems are shown once the user tried to send. */
  showProblems: boolean;
  onRename: (id: number, name: string) => void;
  onMap: (entry: FileEntry) => void;
  onRemove: (id: number) => void;
}

export function ListFilesTable({ entries, takenNames, running, progress, showProblems, onRename, onMap, onRemove }: Props) {
  const { t } = useTranslation();
  const summary = useResultSummary();
  const [failedOf, setFailedOf] = useState<{ file: string; rows: FailedRow[] } | null>(null);

  const stateOf = (entry: FileEntry) => {
    if (entry.state === 'uploading') return progress ? <ImportProgressView progress={progress} /> : null;
    if (entry.state === 'notSaved') return <Typography.Text type="danger">{t('contacts.uploadLists.notSaved')}</Typography.Text>;
    if (entry.state === 'pending' || !entry.result) return <Typography.Text type="secondary">{t('contacts.uploadLists.waiting')}</Typography.Text>;
    const result = entry.result;
    return (
      <Flex vertical gap={4} align="start">
        <Typography.Text type={failedCount(result) ? 'warning' : 'success'}>{summary(result)}</Typography.Text>
        {Boolean(result.failedRows?.length) && (
          <Button size="small" onClick={() => setFailedOf({ file: entry.file.name, rows: result.failedRows ?? [] })}>
            {t('contacts.uploadLists.showFailed', { file: entry.file.name })}
          </Button>
        )}
      </Flex>
    );
  };

  const columns: TableColumnsType<FileEntry> = [
    { key: 'file', title: t('contacts.uploadLists.file'), width: 200, render: (_, e) => <UserText>{e.file.name}</UserText> },
    {
      key: 'name',
      title: t('contacts.listForm.name'),
      width: 240,
      render: (_, e) => {
        const problem = showProblems && e.state !== 'saved' ? nameProblemOf(e, entries, takenNames) : null;
        return (
          <Flex vertical gap={2}>
            <Input
              aria-label={t('contacts.uploadLists.nameFor', { file: e.file.name })}
              value={e.name}
              maxLength={maxListNameLength}
              disabled={running || e.state === 'saved'}
              status={problem ? 'error' : undefined}
              onChange={(event) => onRename(e.id, event.target.value)}
            />
            {problem && <Typography.Text type="danger">{t(problem)}</Typography.Text>}
          </Flex>
        );
      },
    },
    {
      key: 'mapping',
      title: t('contacts.uploadLists.columns'),
      width: 200,
      render: (_, e) => {
        if (e.refused) return <Typography.Text type="danger">{t(e.refused.key, e.refused.values)}</Typography.Text>;
        if (e.state === 'saved') return null;
        return (
          <Flex gap={8} align="center" wrap>
            {e.mapping && (
              <Typography.Text type="success">
                <CheckCircleFilled aria-hidden /> {t('contacts.uploadLists.mapped')}
              </Typography.Text>
            )}
            {!e.mapping && showProblems && <Typography.Text type="danger">{t('contacts.uploadLists.notMapped')}</Typography.Text>}
            <Button size="small" disabled={running} onClick={() => onMap(e)} aria-label={t('contacts.uploadLists.mapFile', { file: e.file.name })}>
              {e.mapping ? t('contacts.uploadLists.changeMapping') : t('contacts.uploadLists.map')}
            </Button>
          </Flex>
        );
      },
    },
    { key: 'result', title: t('contacts.uploadLists.result'), render: (_, e) => stateOf(e) },
    {
      key: 'remove',
      width: 60,
      render: (_, e) => (
        <Button type="text" danger icon={<DeleteOutlined aria-hidden />} disabled={running} onClick={() => onRemove(e.id)} aria-label={t('contacts.uploadLists.remove', { file: e.file.name })} />
      ),
    },
  ];

  return (
    <>
      <Table<FileEntry> size="small" rowKey="id" columns={columns} dataSource={entries} pagination={false} scroll={{ x: 'max-content' }} aria-label={t('contacts.uploadLists.filesTitle')} />
      <Modal open={Boolean(failedOf)} title={failedOf ? t('contacts.uploadLists.failedTitle', { file: failedOf.file }) : ''} footer={null} onCancel={() => setFailedOf(null)} width={900} destroyOnHidden>
        {failedOf && <FailedRows rows={failedOf.rows} />}
      </Modal>
    </>
  );
}
