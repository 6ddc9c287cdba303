/**
 * What each column of a recipients file holds, as the contact-list upload asks it (the shared
 * columnRoles guess and checks): the first rows in a table, a choice above each column, and a
 * title under each field's choice, the name the message gives it ([City]). A missing mobile or
 * a choice made twice is said before anything is sent (the server checks again).
 */
import { Alert, Button, Checkbox, Flex, Input, Select, Table, Typography, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactsColumnMapping } from '../../../api/generated/contacts';
import { columnRoles, guessMapping, hasProblems, mappingProblems, type ColumnChoice } from '../../../ui/columnMapping/columnRoles';
import type { PreviewRecipient } from '../campaignForm';
import { fieldTitles, fileMapping, firstRowsOf, isFieldRole, type TitleEdits } from './fileMapping';

export interface CheckedColumns {
  mapping: ContactsColumnMapping;
  titles: string[];
  firstRows: PreviewRecipient[];
}

interface Props {
  fileName: string;
  /** The file's first rows, its titles row first when it has one (fileMapping sheetOf). */
  sheet: string[][];
  busy: boolean;
  onCheck: (checked: CheckedColumns) => void;
  onCancel: () => void;
}

type Row = { key: number; cells: string[] };

function useRoleLabel() {
  const { t } = useTranslation();
  return (role: ColumnChoice): string => {
    if (role === 'ignore' || role === 'mobile' || role === 'email') return t(`campaign.destinations.roles.${role}`);
    if (role === 'field6') return t('campaign.destinations.roles.birthDate');
    return t('campaign.destinations.roles.field', { n: Number(role.slice(5)) });
  };
}

export function FileColumns({ fileName, sheet, busy, onCheck, onCancel }: Props) {
  const { t } = useTranslation();
  const roleLabel = useRoleLabel();
  const [draft, setDraft] = useState(() => guessMapping(sheet));
  const [edits, setEdits] = useState<TitleEdits>({});
  const problems = useMemo(() => mappingProblems(draft.choices), [draft.choices]);
  const titles = fieldTitles(sheet, draft, edits);
  const options = (['ignore', ...columnRoles] as ColumnChoice[]).map((value) => ({ value, label: roleLabel(value) }));
  const choose = (column: number, choice: ColumnChoice) => setDraft((d) => ({ ...d, choices: d.choices.map((c, i) => (i === column ? choice : c)) }));

  const columns: TableColumnsType<Row> = draft.choices.map((choice, column) => ({
    key: column,
    width: 170,
    title: (
      <Flex vertical gap={4}>
        <Select<ColumnChoice>
          aria-label={t('campaign.destinations.columnLabel', { n: column + 1 })}
          value={choice}
          options={options}
          onChange={(value) => choose(column, value)}
          status={choice !== 'ignore' && (problems.twice as ColumnChoice[]).includes(choice) ? 'error' : undefined}
          style={{ minWidth: 150 }}
          popupMatchSelectWidth={false}
        />
        {isFieldRole(choice) && (
          <Input
            size="small"
            maxLength={50}
            aria-label={t('campaign.destinations.fieldTitleLabel', { n: column + 1 })}
            placeholder={t('campaign.destinations.fieldTitlePlaceholder')}
            value={titles[Number(choice.slice(5)) - 1]}
            onChange={(e) => setEdits((old) => ({ ...old, [choice]: e.target.value }))}
          />
        )}
        {draft.hasHeaderRow && <bdi>{sheet[0]?.[column] ?? ''}</bdi>}
      </Flex>
    ),
    render: (_, row) => <bdi>{row.cells[column] ?? ''}</bdi>,
  }));
  const body: Row[] = sheet.slice(draft.hasHeaderRow ? 1 : 0).map((cells, i) => ({ key: i, cells }));

  const check = () => {
    if (hasProblems(problems)) return;
    onCheck({ mapping: fileMapping(draft, titles), titles, firstRows: firstRowsOf(sheet, draft) });
  };

  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary">{t('campaign.destinations.mappingHelp', { file: fileName })}</Typography.Text>
      <Checkbox checked={draft.hasHeaderRow} onChange={(e) => setDraft((d) => ({ ...d, hasHeaderRow: e.target.checked }))}>
        {t('campaign.destinations.hasHeaderRow')}
      </Checkbox>
      <Table<Row> size="small" columns={columns} dataSource={body} pagination={false} scroll={{ x: 'max-content' }} aria-label={t('campaign.destinations.fileRows', { file: fileName })} />
      {hasProblems(problems) && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={
            <Flex vertical gap={2}>
              {problems.noMobile && <span>{t('errors.files.noMobileColumn')}</span>}
              {problems.twice.length > 0 && <span>{t('errors.files.columnChosenTwice')}</span>}
            </Flex>
          }
        />
      )}
      <Flex gap={8}>
        <Button type="primary" loading={busy} onClick={check}>
          {t('campaign.destinations.checkFile')}
        </Button>
        <Button onClick={onCancel} disabled={busy}>
          {t('common.actions.cancel')}
        </Button>
      </Flex>
    </Flex>
  );
}
