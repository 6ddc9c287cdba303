/**
 * General search across the account's lists for a number or a name (sections 2, 7): the
 * matches with the list each is in, edited in place and saved together. Save outcomes are
 * toasted by the base query; rows the server refused stay edited and are listed with why.
 */
import { skipToken } from '@reduxjs/toolkit/query';
import { Alert, Button, Drawer, Flex, Form, Input, Radio, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactsPageList, FailedRow, GeneralSearchApiArg } from '../../../api/generated/contacts';
import { useGeneralSearchQuery, useGeneralSearchSaveChangesMutation } from '../../../api/generated/contacts';
import { useNumberFormat } from '../../../ui/useNumberFormat';
import { FailedRows } from '../components/FailedRows';
import '../contactsApi';
import { SearchResultsTable } from './SearchResultsTable';
import { changesOf, draftsAfterSave, type Drafts, type EditableField } from './searchChanges';
import { GeneralSearchSaveChanges } from '../../../../contract/statusCodes';

type Query = GeneralSearchApiArg['body'];
type SearchBy = NonNullable<Query['searchBy']>;
/** The contract's bounds for q. */
const minQuery = 2;
const maxQuery = 100;
/** Saved, or partly saved (failedRows say which rows were not). */
const savedCodes: number[] = [GeneralSearchSaveChanges.saved, GeneralSearchSaveChanges.partlySaved];

function headersOf(lists: readonly ContactsPageList[]): Map<number, string[] | undefined> {
  return new Map(lists.map((l) => [l.id, l.headers]));
}

export function GeneralSearchDrawer({ open, onClose, lists }: { open: boolean; onClose: () => void; lists: readonly ContactsPageList[] }) {
  const { t } = useTranslation();
  const { number } = useNumberFormat();
  const [form] = Form.useForm<{ q: string; searchBy: SearchBy }>();
  const [query, setQuery] = useState<Query>();
  const [drafts, setDrafts] = useState<Drafts>({});
  const [failedRows, setFailedRows] = useState<FailedRow[]>([]);
  const { data, isFetching } = useGeneralSearchQuery(query ? { body: query } : skipToken);
  const [saveChanges, { isLoading: saving }] = useGeneralSearchSaveChangesMutation();

  const found = data?.data;
  const rows = useMemo(() => found?.contacts ?? [], [found]);
  const headersByList = useMemo(() => headersOf(lists), [lists]);
  const changes = useMemo(() => changesOf(rows, drafts), [rows, drafts]);

  const onEdit = useCallback((id: number, field: EditableField, value: string) => {
    setDrafts((before) => ({ ...before, [id]: { ...before[id], [field]: value } }));
  }, []);

  const search = ({ q, searchBy }: { q: string; searchBy: SearchBy }) => {
    setDrafts({});
    setFailedRows([]);
    setQuery({ q: q.trim(), searchBy });
  };

  const save = async () => {
    const sent = changes;
    const answer = await saveChanges({ body: { contacts: sent } }).unwrap();
    const failed = answer.data?.failedRows ?? [];
    if (savedCodes.includes(answer.data?.status ?? GeneralSearchSaveChanges.saveError)) {
      setFailedRows(failed);
      setDrafts((now) => draftsAfterSave(sent, now, failed.map((f) => f.row ?? 0)));
    }
  };

  return (
    <Drawer open={open} onClose={onClose} title={t('contacts.search.title')} size="min(1200px, 100vw)" destroyOnHidden>
      <Flex vertical gap={16}>
        <Form form={form} layout="inline" initialValues={{ q: '', searchBy: 'any' }} onFinish={search} style={{ rowGap: 8 }}>
          <Form.Item
            name="q"
            label={t('contacts.search.query')}
            validateTrigger="onSubmit"
            rules={[{ validator: (_, v: string | undefined) => ((v ?? '').trim().length >= minQuery ? Promise.resolve() : Promise.reject(new Error(t('contacts.search.queryTooShort')))) }]}
          >
            <Input maxLength={maxQuery} placeholder={t('contacts.search.queryPlaceholder')} style={{ minWidth: 240 }} allowClear />
          </Form.Item>
          <Form.Item name="searchBy" label={t('contacts.search.by')}>
            <Radio.Group
              optionType="button"
              options={[
                { value: 'any', label: t('contacts.search.byAny') },
                { value: 'phone', label: t('contacts.search.byPhone') },
                { value: 'name', label: t('contacts.search.byName') },
              ]}
            />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={isFetching}>
              {t('contacts.search.submit')}
            </Button>
          </Form.Item>
        </Form>

        {found && (
          <>
            <Flex justify="space-between" align="center" gap={12} wrap>
              <Typography.Text type="secondary">{t('contacts.search.found', { total: number(found.total) })}</Typography.Text>
              <Flex gap={12} align="center">
                <Typography.Text>{t('contacts.search.changed', { count: changes.length })}</Typography.Text>
                <Button type="primary" disabled={!changes.length} loading={saving} onClick={() => void save().catch(() => undefined)}>
                  {t('contacts.search.save')}
                </Button>
              </Flex>
            </Flex>
            {found.truncated && <Alert type="info" showIcon title={t('contacts.search.truncated', { shown: number(rows.length), total: number(found.total) })} />}
            <SearchResultsTable rows={rows} drafts={drafts} headersByList={headersByList} onEdit={onEdit} />
          </>
        )}
        {failedRows.length > 0 && (
          <Flex vertical gap={8}>
            <Typography.Title level={5} style={{ margin: 0 }}>
              {t('contacts.failedRows.title')}
            </Typography.Title>
            <FailedRows rows={failedRows} />
          </Flex>
        )}
      </Flex>
    </Drawer>
  );
}
