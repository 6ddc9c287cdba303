/**
 * The column mapping of one file: its first rows in a table, a choice above each column,
 * and "the first row is a header". Missing mobile and a choice made twice are said here,
 * before anything is sent (the server checks again).
 */
import { Button, Checkbox, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ContactsColumnMapping } from '../../../api/generated/contacts';
import { ColumnMappingTable, useMappingDraft } from '../../../ui/columnMapping/ColumnMappingTable';
import { hasProblems, toColumnMapping, type ColumnChoice } from '../../../ui/columnMapping/columnRoles';

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
}

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

export function MappingStep({ rows, fieldTitles = [], submitLabel, busy, beforeSubmit, onSubmit, onCancel }: Props) {
  const { t } = useTranslation();
  const roleLabel = useRoleLabel(fieldTitles);
  const { draft, setDraft, problems, choose } = useMappingDraft(rows, fieldTitles);

  const submit = () => {
    const ready = beforeSubmit ? beforeSubmit() : true;
    if (!ready || hasProblems(problems)) return;
    onSubmit(toColumnMapping(draft));
  };

  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">{t('contacts.upload.mappingHelp')}</Typography.Text>
      <Checkbox checked={draft.hasHeaderRow} onChange={(e) => setDraft((d) => ({ ...d, hasHeaderRow: e.target.checked }))}>
        {t('contacts.upload.hasHeaderRow')}
      </Checkbox>
      <ColumnMappingTable
        rows={rows}
        draft={draft}
        problems={problems}
        onChoose={choose}
        roleLabel={roleLabel}
        columnLabel={(n) => t('contacts.upload.columnLabel', { n })}
        tableLabel={t('contacts.upload.previewTitle')}
        chosenTwice={(role) => t('contacts.upload.chosenTwice', { choice: roleLabel(role) })}
      />
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
