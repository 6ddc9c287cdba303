/**
 * What each column of a recipients file holds, as the contact-list upload asks it (the shared
 * columnRoles guess and checks): the first rows in a table, a choice above each column, and a
 * title under each field's choice, the name the message gives it ([City]). A missing mobile or
 * a choice made twice is said before anything is sent (the server checks again).
 */
import { Button, Checkbox, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactsColumnMapping } from '../../../api/generated/contacts';
import { ColumnMappingTable, useMappingDraft } from '../../../ui/columnMapping/ColumnMappingTable';
import { hasProblems, type ColumnChoice } from '../../../ui/columnMapping/columnRoles';
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
  const { draft, setDraft, problems, choose } = useMappingDraft(sheet);
  const [edits, setEdits] = useState<TitleEdits>({});
  const titles = fieldTitles(sheet, draft, edits);
  // Under a field's choice: the name the message gives it ([City]).
  const titleInput = (column: number, choice: ColumnChoice) =>
    isFieldRole(choice) && (
      <Input
        size="small"
        maxLength={50}
        aria-label={t('campaign.destinations.fieldTitleLabel', { n: column + 1 })}
        placeholder={t('campaign.destinations.fieldTitlePlaceholder')}
        value={titles[Number(choice.slice(5)) - 1]}
        onChange={(e) => setEdits((old) => ({ ...old, [choice]: e.target.value }))}
      />
    );

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
      <ColumnMappingTable
        rows={sheet}
        draft={draft}
        problems={problems}
        onChoose={choose}
        roleLabel={roleLabel}
        columnLabel={(n) => t('campaign.destinations.columnLabel', { n })}
        tableLabel={t('campaign.destinations.fileRows', { file: fileName })}
        underChoice={titleInput}
      />
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
