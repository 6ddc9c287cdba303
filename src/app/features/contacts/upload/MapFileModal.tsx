/** The column mapping of one file of /upload-lists: its first rows are read once, then mapped. */
import { Modal, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactsColumnMapping } from '../../../api/generated/contacts';
import { useReadFileColumnsMutation } from '../../../api/generated/contacts';
import { MappingStep } from './MappingStep';
import type { FileEntry } from './useManyFiles';
import { readColumnsBody } from './uploadFile';
import { ReadFileColumns } from '../../../../contract/statusCodes';

interface Props {
  entry: FileEntry;
  onRows: (rows: string[][]) => void;
  onMapped: (mapping: ContactsColumnMapping) => void;
  onClose: () => void;
}

export function MapFileModal({ entry, onRows, onMapped, onClose }: Props) {
  const { t } = useTranslation();
  const [readColumns] = useReadFileColumnsMutation();
  const { rows, file } = entry;
  // The callbacks change with every render of the page; the file is read once all the same.
  const callbacks = useRef({ onRows, onClose });
  callbacks.current = { onRows, onClose };

  useEffect(() => {
    if (rows) return;
    let current = true;
    readColumns(readColumnsBody(file))
      .unwrap()
      .then((answer) => {
        if (!current) return;
        // An unreadable file closes the dialog: the base query has said why.
        if (answer.data?.status === ReadFileColumns.read && answer.data.rows?.length) callbacks.current.onRows(answer.data.rows);
        else callbacks.current.onClose();
      })
      .catch(() => current && callbacks.current.onClose());
    return () => {
      current = false;
    };
  }, [rows, file, readColumns]);

  return (
    <Modal open title={t('contacts.upload.mappingTitle', { file: file.name })} footer={null} onCancel={onClose} width={960} destroyOnHidden>
      {rows ? <MappingStep rows={rows} submitLabel={t('contacts.uploadLists.saveMapping')} onSubmit={onMapped} onCancel={onClose} /> : <Spin />}
    </Modal>
  );
}
