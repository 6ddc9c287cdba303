/**
 * The fields the message may use: those of the one list (campaigns/get-dynamic-fields-headers)
 * or of the one uploaded file (the titles it was checked with), or none with other recipients.
 * The field buttons, the unknown-field warnings and the send check all read them here.
 */
import { useMemo } from 'react';
import { useGetDynamicFieldsHeadersQuery, type CampaignsDynamicFieldHeader } from '../../../api/generated/campaigns';
import { titledFields } from '../../../../domain/contactFields';
import { fieldSourceOf, type CampaignForm, type FieldSource } from '../campaignForm';
import { titlesOf } from './DynamicFieldButtons';

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
    const headers = listHeaders ?? (fileTitles ? titledFields(fileTitles) : []);
    return { headers, titles: titlesOf(headers) };
  }, [listHeaders, fileTitles]);
  return { source, ...fields };
}
