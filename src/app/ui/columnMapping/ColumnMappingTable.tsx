/**
 * The column mapping of an uploaded file, shared by the contact-list upload and the composer's
 * recipients file: the first rows in a table, a choice above each column (with the caller's
 * extra under it, e.g. the field's title), and what is wrong with the choices (no mobile, a
 * role chosen twice) before anything is sent. The caller names things in its own words.
 */
import { Alert, Flex, Select, Table, type TableColumnsType } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { columnRoles, guessMapping, mappingProblems, type ColumnChoice, type MappingDraft, type MappingProblems } from './columnRoles';

/** The draft mapping of `rows` (guessed from its titles) and its problems. */
export function useMappingDraft(rows: readonly string[][], listTitles: readonly string[] = []) {
  const [draft, setDraft] = useState<MappingDraft>(() => guessMapping(rows, listTitles));
  const problems = useMemo(() => mappingProblems(draft.choices), [draft.choices]);
  const choose = (column: number, choice: ColumnChoice) => setDraft((d) => ({ ...d, choices: d.choices.map((c, i) => (i === column ? choice : c)) }));
  return { draft, setDraft, problems, choose };
}

interface Props {
  rows: readonly string[][];
  draft: MappingDraft;
  problems: MappingProblems;
  onChoose: (column: number, choice: ColumnChoice) => void;
  roleLabel: (role: ColumnChoice) => string;
  /** The accessible name of column n's choice (1-based). */
  columnLabel: (n: number) => string;
  tableLabel: string;
  /** One line per role chosen twice; without it, one line for all. */
  chosenTwice?: (role: ColumnChoice) => string;
  underChoice?: (column: number, choice: ColumnChoice) => ReactNode;
}

type Row = { key: number; cells: readonly string[] };

export function ColumnMappingTable({ rows, draft, problems, onChoose, roleLabel, columnLabel, tableLabel, chosenTwice, underChoice }: Props) {
  const { t } = useTranslation();
  const options = (['ignore', ...columnRoles] as ColumnChoice[]).map((value) => ({ value, label: roleLabel(value) }));
  const columns: TableColumnsType<Row> = draft.choices.map((choice, column) => ({
    key: column,
    width: 170,
    title: (
      <Flex vertical gap={4}>
        <Select<ColumnChoice>
          aria-label={columnLabel(column + 1)}
          value={choice}
          options={options}
          onChange={(value) => onChoose(column, value)}
          status={choice !== 'ignore' && (problems.twice as ColumnChoice[]).includes(choice) ? 'error' : undefined}
          style={{ minWidth: 150 }}
          popupMatchSelectWidth={false}
        />
        {underChoice?.(column, choice)}
        {draft.hasHeaderRow && <bdi>{rows[0]?.[column] ?? ''}</bdi>}
      </Flex>
    ),
    render: (_, row) => <bdi>{row.cells[column] ?? ''}</bdi>,
  }));
  const body: Row[] = rows.slice(draft.hasHeaderRow ? 1 : 0).map((cells, i) => ({ key: i, cells }));
  const twice = chosenTwice ? problems.twice.map((role) => ({ key: role, text: chosenTwice(role) })) : problems.twice.length ? [{ key: 'twice', text: t('errors.files.columnChosenTwice') }] : [];
  return (
    <>
      <Table<Row> size="small" columns={columns} dataSource={body} pagination={false} scroll={{ x: 'max-content' }} aria-label={tableLabel} />
      {(problems.noMobile || twice.length > 0) && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={
            <Flex vertical gap={2}>
              {problems.noMobile && <span>{t('errors.files.noMobileColumn')}</span>}
              {twice.map((line) => (
                <span key={line.key}>{line.text}</span>
              ))}
            </Flex>
          }
        />
      )}
    </>
  );
}
