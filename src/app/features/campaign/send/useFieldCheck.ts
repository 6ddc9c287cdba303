/**
 * Before sending: placeholders that name no field of the chosen list would go out as written.
 * The app's confirm modal asks "send anyway" or "let me fix" (domain dynamicFields problems).
 */
import { dynamicFieldProblems } from '../../../../domain/dynamicFields';
import { confirm } from '../../../state/confirmModal';
import { useAppDispatch } from '../../../state/hooks';
import type { CampaignForm } from '../campaignForm';
import { useMessageFields } from '../message/useMessageFields';

export function useFieldCheck(form: CampaignForm): () => Promise<boolean> {
  const dispatch = useAppDispatch();
  // The same fields MessageSection shows (a list's from the cache, or the file's titles).
  const { source, titles } = useMessageFields(form);
  return async () => {
    if (!source) return true;
    const missing = dynamicFieldProblems(form.content, titles).find((p) => p.code === 'missingFields');
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
