/**
 * prohibited-word-permission: the prohibited words every send is checked against (added, changed,
 * frozen to stop checking one without losing it) and the sender names and numbers no account may
 * use. What "holds a word" means, disguised spellings included, is src/domain/forbiddenText.ts.
 */
import { Button, Flex, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useAddBlacklistWordMutation,
  useAddForbiddenSourceMutation,
  useFreezeBlacklistWordMutation,
  useGetSysDataQuery,
  useRemoveForbiddenSourceMutation,
  type ForbiddenSource,
  type ProhibitedWord,
} from '../../../api/generated/superAdmin';
import { AddBlacklistWord, AddForbiddenSource } from '../../../../contract/statusCodes';
import { useFeatureTexts } from '../../../i18n/useFeatureTexts';
import { useMomentText } from '../../../i18n/useMomentText';
import { PageLoading } from '../../../ui/PageLoading';
import { PolicyList } from './components/PolicyList';
import { WordEditModal } from './components/WordEditModal';
import './policyApi';

export default function ProhibitedWords() {
  const { t } = useTranslation();
  const ready = useFeatureTexts('settingsPolicy', 'superAdmin');
  const moment = useMomentText();
  const { data, isLoading } = useGetSysDataQuery({ body: { sections: ['prohibitedWords', 'forbiddenSources'] } });
  const [addWord, addingWord] = useAddBlacklistWordMutation();
  const [freeze] = useFreezeBlacklistWordMutation();
  const [addSource, addingSource] = useAddForbiddenSourceMutation();
  const [removeSource] = useRemoveForbiddenSourceMutation();
  const [editing, setEditing] = useState<ProhibitedWord | null>(null);
  if (!ready || isLoading) return <PageLoading />;

  // Failed requests were already shown by the base query.
  const added = (run: () => Promise<number | undefined>, ok: number) => run().then((status) => status === ok, () => false);
  const wordColumns: ColumnsType<ProhibitedWord> = [
    { key: 'word', title: t('settingsPolicy.words.word'), render: (_, w) => <bdi>{w.word}</bdi> },
    { key: 'status', title: t('settingsPolicy.words.status'), render: (_, w) => (w.frozen ? <Tag>{t('settingsPolicy.words.frozen')}</Tag> : <Tag color="error">{t('settingsPolicy.words.active')}</Tag>) },
    { key: 'createdOn', title: t('settingsPolicy.words.createdOn'), render: (_, w) => (w.createdOn ? moment(w.createdOn) : '') },
    {
      key: 'actions',
      title: t('settingsPolicy.words.actions'),
      render: (_, w) => (
        <Space wrap>
          <Button size="small" aria-label={`${t('settingsPolicy.words.edit')} ${w.word}`} onClick={() => setEditing(w)}>
            {t('settingsPolicy.words.edit')}
          </Button>
          <Button size="small" aria-label={`${t(w.frozen ? 'settingsPolicy.words.unfreeze' : 'settingsPolicy.words.freeze')} ${w.word}`} onClick={() => void freeze({ body: { id: w.id!, frozen: !w.frozen } }).unwrap().catch(() => undefined)}>
            {t(w.frozen ? 'settingsPolicy.words.unfreeze' : 'settingsPolicy.words.freeze')}
          </Button>
        </Space>
      ),
    },
  ];
  const sourceColumns: ColumnsType<ForbiddenSource> = [
    { key: 'source', title: t('settingsPolicy.sources.source'), render: (_, s) => <bdi dir="ltr">{s.source}</bdi> },
    { key: 'createdOn', title: t('settingsPolicy.sources.createdOn'), render: (_, s) => (s.createdOn ? moment(s.createdOn) : '') },
    {
      key: 'actions',
      title: t('settingsPolicy.words.actions'),
      render: (_, s) => (
        <Button size="small" aria-label={`${t('settingsPolicy.sources.remove')} ${s.source}`} onClick={() => void removeSource({ body: { id: s.id! } }).unwrap().catch(() => undefined)}>
          {t('settingsPolicy.sources.remove')}
        </Button>
      ),
    },
  ];

  return (
    <Flex vertical gap={24}>
      <PolicyList list="words" field="word" maxLength={100} busy={addingWord.isLoading} onAdd={(word) => added(() => addWord({ body: { word } }).unwrap().then((a) => a.data?.status), AddBlacklistWord.added)}>
        <Table rowKey="id" columns={wordColumns} dataSource={data?.data?.prohibitedWords ?? []} pagination={{ pageSize: 20, hideOnSinglePage: true }} scroll={{ x: true }} locale={{ emptyText: t('settingsPolicy.words.empty') }} />
      </PolicyList>
      <PolicyList list="sources" field="source" maxLength={16} busy={addingSource.isLoading} onAdd={(source) => added(() => addSource({ body: { source } }).unwrap().then((a) => a.data?.status), AddForbiddenSource.added)}>
        <Table rowKey="id" columns={sourceColumns} dataSource={data?.data?.forbiddenSources ?? []} pagination={false} scroll={{ x: true }} locale={{ emptyText: t('settingsPolicy.sources.empty') }} />
      </PolicyList>
      {editing && <WordEditModal word={editing} onClose={() => setEditing(null)} />}
    </Flex>
  );
}
