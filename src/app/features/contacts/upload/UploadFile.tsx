/**
 * "Upload a file" for one list (issue 4): choose an xls, xlsx or csv file, map its columns,
 * follow the import, see what was saved and which rows failed. contactListId -1 creates a
 * new list with the name of the page's one name field (`newList`) and opens it when saved.
 */
import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ContactsColumnMapping, ContactsImportResult } from '../../../api/generated/contacts';
import { useReadFileColumnsMutation } from '../../../api/generated/contacts';
import { href } from '../../../router/paths';
import { ImportProgressView } from './ImportProgressView';
import { ImportResultView } from './ImportResultView';
import { MappingStep } from './MappingStep';
import { acceptedFiles, fileProblem, listNameOfFile, readColumnsBody } from './uploadFile';
import { importSaved, useImportRun } from './useImportRun';
import { ReadFileColumns } from '../../../../contract/statusCodes';

type Step = { kind: 'choose' } | { kind: 'mapping'; file: File; rows: string[][] } | { kind: 'result'; result: ContactsImportResult };

interface Props {
  /** -1 for a new list. */
  contactListId: number;
  fieldTitles?: readonly string[];
  /** For a new list: the name typed on the page, its check, and where a file suggests its own name. */
  newList?: NewListName;
}

export interface NewListName {
  name: string;
  /** Shows the name's problem beside the name field; false stops the import. */
  check: () => boolean;
  suggest: (name: string) => void;
}

/** Where a new list's page finds the result of the upload that created it. */
export interface UploadedState {
  uploadResult: ContactsImportResult;
}

export function UploadFile({ contactListId, fieldTitles = [], newList }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isNew = contactListId === -1;
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [refused, setRefused] = useState<string | null>(null);
  const [readColumns, { isLoading: reading }] = useReadFileColumnsMutation();
  const { run, importing, progress } = useImportRun();

  const pick = async (file: File) => {
    const problem = fileProblem(file);
    setRefused(problem ? t(problem.key, problem.values) : null);
    if (problem) return;
    const answer = await readColumns(readColumnsBody(file)).unwrap();
    const rows = answer.data?.rows ?? [];
    if (answer.data?.status !== ReadFileColumns.read) return;
    if (!rows.length) {
      setRefused(t('contacts.upload.emptyFile'));
      return;
    }
    newList?.suggest(listNameOfFile(file.name));
    setStep({ kind: 'mapping', file, rows });
  };

  const send = async (file: File, mapping: ContactsColumnMapping) => {
    const result = await run({ file, mapping, contactListId, name: isNew ? newList?.name : undefined });
    // A refused import (its reason already shown) stays on the mapping to be fixed.
    if (!importSaved(result)) return;
    if (isNew && result.contactListId !== undefined) {
      const state: UploadedState = { uploadResult: result };
      navigate(href('contactList', { contactListId: result.contactListId }), { state });
      return;
    }
    setStep({ kind: 'result', result });
  };

  if (step.kind === 'mapping') {
    return (
      <Flex vertical gap={12}>
        <Typography.Text strong>{t('contacts.upload.mappingTitle', { file: step.file.name })}</Typography.Text>
        <MappingStep
          rows={step.rows}
          fieldTitles={fieldTitles}
          submitLabel={isNew ? t('contacts.upload.createList') : t('contacts.upload.addToList')}
          busy={importing}
          beforeSubmit={newList?.check}
          onSubmit={(mapping) => void send(step.file, mapping)}
          onCancel={() => setStep({ kind: 'choose' })}
        />
        {progress && <ImportProgressView progress={progress} />}
      </Flex>
    );
  }

  if (step.kind === 'result') {
    return (
      <Flex vertical gap={12}>
        <ImportResultView result={step.result} />
        <Flex>
          <Button onClick={() => setStep({ kind: 'choose' })}>{t('contacts.upload.another')}</Button>
        </Flex>
      </Flex>
    );
  }

  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary">{t('contacts.upload.help')}</Typography.Text>
      <Upload
        accept={acceptedFiles}
        showUploadList={false}
        beforeUpload={(file) => {
          void pick(file).catch(() => undefined);
          // The file stays here until the columns are mapped; antd must not send it.
          return false;
        }}
      >
        <Button icon={<UploadOutlined aria-hidden />} loading={reading}>
          {t('contacts.upload.choose')}
        </Button>
      </Upload>
      {refused && <Alert type="error" showIcon title={refused} />}
    </Flex>
  );
}
