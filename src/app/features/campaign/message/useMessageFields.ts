/**
 * The fields the message may use: those of the one list (campaigns/get-dynamic-fields-headers)
 * or of the one uploaded file (the titles it was checked with), or none with other recipients.
 * The field buttons, the unknown-field warnings and the send check all read them here.
 */
import { useMemo } from 'react';
import { useGetDynamicFieldsHeadersQuery, type CampaignsDynamicFieldHeader } from '../../../api/generated/campaigns';
import { fieldSourceOf, type CampaignForm, type FieldSource } from '../campaignForm';
import { titlesOf } from './DynamicFieldButtons';

/** Field 6 is the birth date, as in a list. */
const birthDateField = 6;

/** A file's titles (field n at index n - 1) as the headers a list's answer gives; untitled fields cannot be named. */
export function headersOfTitles(titles: readonly string[]): CampaignsDynamicFieldHeader[] {
  return titles.slice(0, birthDateField).flatMap((title, i) =>
    title.trim() ? [{ field: `DYNAMIC_FIELD${i + 1}` as CampaignsDynamicFieldHeader['field'], title: title.trim(), isDate: i + 1 === birthDateField }] : [],
  );
}

export interface MessageFields {
  source: FieldSource | undefined;
  headers: CampaignsDynamicFieldHeader[];
  /** Field n's title at index n - 1, as the dynamic-field rules read them. */
  titles: string[];
}

export function useMessageFields(form: CampaignForm): MessageFields {
  const source = fieldSourceOf(form);
  const listId = source?.kind === 'list' ? source.list.id : undefined;
  // MessageSection and the send check ask the same: the second is answered from the cache.
  const { data } = useGetDynamicFieldsHeadersQuery({ body: { contactListId: listId ?? 0 } }, { skip: listId === undefined });
  const listHeaders = listId === undefined ? undefined : data?.data;
  const fileTitles = source?.kind === 'upload' ? source.titles : undefined;
  const fields = useMemo(() => {
    const headers = listHeaders ?? (fileTitles ? headersOfTitles(fileTitles) : []);
    return { headers, titles: titlesOf(headers) };
  }, [listHeaders, fileTitles]);
  return { source, ...fields };
}
