/**
 * Numbers pasted into a list. This page shows the outcome itself (counts and the failed rows
 * with their reasons), so the base query does not also toast it.
 */
import { Alert, Button, Flex, Input, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { statusShownByPage } from '../../../api/baseQuery';
import type { ContactsImportResult } from '../../../api/generated/contacts';
import { useAddPastedNumberToListMutation } from '../../../api/generated/contacts';
import { parsePastedRows } from '../pasteRows';
import { FailedRows } from './FailedRows';
import { AddPastedNumberToList } from '../../../../contract/statusCodes';

statusShownByPage('addPastedNumberToList');

const savedCodes: number[] = [AddPastedNumberToList.saved, AddPastedNumberToList.partlySaved];
const alertType = (status: number): 'success' | 'warning' | 'error' =>
  status === AddPastedNumberToList.saved ? 'success' : status === AddPastedNumberToList.partlySaved || status === AddPastedNumberToList.allInList ? 'warning' : 'error';

function PasteResult({ result }: { result: ContactsImportResult }) {
  const { t } = useTranslation();
  const counts = { saved: result.saved ?? 0, duplicates: result.duplicates ?? 0, failed: result.failed ?? result.failedRows?.length ?? 0 };
  const title = result.status === AddPastedNumberToList.saveError ? t('errors.generic.errorSavingData') : t('contacts.pasteResult.summary', counts);
  return (
    <Flex vertical gap={8}>
      <Alert type={alertType(result.status)} showIcon title={title} />
      {Boolean(result.failedRows?.length) && <FailedRows rows={result.failedRows ?? []} />}
    </Flex>
  );
}

export function PasteNumbers({ listId }: { listId: number }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [result, setResult] = useState<ContactsImportResult | null>(null);
  const [paste, { isLoading }] = useAddPastedNumberToListMutation();
  const rows = useMemo(() => parsePastedRows(text), [text]);

  const submit = async () => {
    const answer = await paste({ body: { contactListId: listId, rows } }).unwrap();
    if (!answer.data) return;
    setResult(answer.data);
    if (savedCodes.includes(answer.data.status)) setText('');
  };

  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary">{t('contacts.paste.help')}</Typography.Text>
      <Input.TextArea aria-label={t('contacts.paste.label')} value={text} onChange={(e) => setText(e.target.value)} autoSize={{ minRows: 5, maxRows: 14 }} dir="auto" />
      <Flex gap={8} align="center">
        <Button type="primary" disabled={!rows.length} loading={isLoading} onClick={() => void submit().catch(() => undefined)}>
          {t('contacts.paste.submit')}
        </Button>
        <Typography.Text type="secondary">{t('contacts.paste.rowCount', { count: rows.length })}</Typography.Text>
      </Flex>
      {result && <PasteResult result={result} />}
    </Flex>
  );
}
