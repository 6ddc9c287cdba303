/**
 * The column mapping of one file: its first rows in a table, a choice above each column,
 * and "the first row is a header". Missing mobile and a choice made twice are said here,
 * before anything is sent (the server checks again).
 */
import { Alert, Button, Checkbox, Flex, Select, Table, Typography, type TableColumnsType } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactsColumnMapping } from '../../../api/generated/contacts';
import { columnRoles, guessMapping, hasProblems, mappingProblems, toColumnMapping, type ColumnChoice } from '../../../ui/columnMapping/columnRoles';

interface Props {
  /** The file's first rows, as read-file-columns answered them. */
  rows: string[][];
  /** The list's titles of fields 1 to 6 (empty for a new list). */
  fieldTitles?: readonly string[];
  submitLabel: string;
  busy?: boolean;
  /** Checked before sending (e.g. the new list's name); false stops the send. */
  beforeSubmit?: () => boolean;
  onSubmit: (mapping: ContactsColumnMapping) => void;
  onCancel: () => void;
  /** Shown above the table (e.g. the new list's name). */
  children?: ReactNode;
}

type Row = { key: number; cells: string[] };

export function useRoleLabel(fieldTitles: readonly string[] = []) {
  const { t } = useTranslation();
  return (role: ColumnChoice): string => {
    if (role === 'ignore') return t('contacts.upload.roles.ignore');
    if (role === 'mobile') return t('contacts.upload.roles.mobile');
    if (role === 'email') return t('contacts.fields.email');
    if (role === 'field6') return t('contacts.fields.birthDate');
    const n = Number(role.slice(5));
    return fieldTitles[n - 1]?.trim() || t('contacts.fields.field', { n });
  };
}

export function MappingStep({ rows, fieldTitles = [], submitLabel, busy, beforeSubmit, onSubmit, onCancel, children }: Props) {
  const { t } = useTranslation();
  const roleLabel = useRoleLabel(fieldTitles);
  const [draft, setDraft] = useState(() => guessMapping(rows, fieldTitles));
  const problems = useMemo(() => mappingProblems(draft.choices), [draft.choices]);
  const choiceOptions = (['ignore', ...columnRoles] as ColumnChoice[]).map((value) => ({ value, label: roleLabel(value) }));

  const choose = (column: number, choice: ColumnChoice) => setDraft((d) => ({ ...d, choices: d.choices.map((c, i) => (i === column ? choice : c)) }));

  const columns: TableColumnsType<Row> = draft.choices.map((choice, column) => ({
    key: column,
    width: 170,
    title: (
      <Flex vertical gap={4}>
        <Select<ColumnChoice>
          aria-label={t('contacts.upload.columnLabel', { n: column + 1 })}
          value={choice}
          options={choiceOptions}
          onChange={(value) => choose(column, value)}
          status={choice !== 'ignore' && (problems.twice as ColumnChoice[]).includes(choice) ? 'error' : undefined}
          style={{ minWidth: 150 }}
          popupMatchSelectWidth={false}
        />
        {draft.hasHeaderRow && <bdi>{rows[0]?.[column] ?? ''}</bdi>}
      </Flex>
    ),
    render: (_, row) => <bdi>{row.cells[column] ?? ''}</bdi>,
  }));
  const body: Row[] = rows.slice(draft.hasHeaderRow ? 1 : 0).map((cells, i) => ({ key: i, cells }));

  const submit = () => {
    const ready = beforeSubmit ? beforeSubmit() : true;
    if (!ready || hasProblems(problems)) return;
    onSubmit(toColumnMapping(draft));
  };

  return (
    <Flex vertical gap={12}>
      {children}
      <Typography.Text type="secondary">{t('contacts.upload.mappingHelp')}</Typography.Text>
      <Checkbox checked={draft.hasHeaderRow} onChange={(e) => setDraft((d) => ({ ...d, hasHeaderRow: e.target.checked }))}>
        {t('contacts.upload.hasHeaderRow')}
      </Checkbox>
      <Table<Row> size="small" columns={columns} dataSource={body} pagination={false} scroll={{ x: 'max-content' }} aria-label={t('contacts.upload.previewTitle')} />
      {hasProblems(problems) && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={
            <Flex vertical gap={2}>
              {problems.noMobile && <span>{t('errors.files.noMobileColumn')}</span>}
              {problems.twice.map((role) => (
                <span key={role}>{t('contacts.upload.chosenTwice', { choice: roleLabel(role) })}</span>
              ))}
            </Flex>
          }
        />
      )}
      <Flex gap={8}>
        <Button type="primary" loading={busy} onClick={submit}>
          {submitLabel}
        </Button>
        <Button onClick={onCancel} disabled={busy}>
          {t('contacts.upload.cancel')}
        </Button>
      </Flex>
    </Flex>
  );
}
