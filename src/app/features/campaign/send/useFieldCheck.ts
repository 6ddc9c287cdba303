/**
 * Before sending: placeholders that name no field of the chosen list would go out as written.
 * The app's confirm modal asks "send anyway" or "let me fix" (domain dynamicFields problems).
 */
import { dynamicFieldProblems } from '../../../../domain/dynamicFields';
import { useGetDynamicFieldsHeadersQuery } from '../../../api/generated/campaigns';
import { confirm } from '../../../state/confirmModal';
import { useAppDispatch } from '../../../state/hooks';
import { singleListOf, type CampaignForm } from '../campaignForm';
import { titlesOf } from '../message/DynamicFieldButtons';

export function useFieldCheck(form: CampaignForm): () => Promise<boolean> {
  const dispatch = useAppDispatch();
  const list = singleListOf(form);
  // The same query MessageSection made: answered from the cache.
  const { data } = useGetDynamicFieldsHeadersQuery({ body: { contactListId: list?.id ?? 0 } }, { skip: !list });
  return async () => {
    if (!list) return true;
    const missing = dynamicFieldProblems(form.content, titlesOf(data?.data ?? [])).find((p) => p.code === 'missingFields');
    if (!missing || missing.code !== 'missingFields') return true;
    const answer = await dispatch(
      confirm({
        type: 'warning',
        title: 'campaign.fieldCheck.title',
        message: 'campaign.fieldCheck.message',
        messageValues: { fields: missing.fields.join(', ') },
        okText: 'campaign.fieldCheck.sendAnyway',
        cancelText: 'campaign.fieldCheck.letMeFix',
      }),
    );
    return answer === true;
  };
}
