/**
 * Sending in order: the forbidden-text check, the validation pass (its summary opens the
 * confirm modal), then the real send. Status messages are the base query's; this only
 * decides what comes next.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCheckForbiddenTextMutation, useSendCampaignMutation, type CampaignsSendSummary } from '../../../api/generated/campaigns';
import { href } from '../../../router/paths';
import { toRequest, type CampaignForm } from '../campaignForm';
import { CheckForbiddenText, SendCampaign } from '../../../../contract/statusCodes';

/** Sent, draft sent, saved awaiting approval, or held until the permitted hours. */
const sentStatuses = new Set<number>([SendCampaign.sent, SendCampaign.draftSent, SendCampaign.savedWithoutPermission, SendCampaign.outsideHours]);
const draftStatuses = new Set<number>([SendCampaign.draftSaved, SendCampaign.draftChanged]);

export interface Target {
  campaignId?: number;
  updateType?: 'edit' | 'duplicate';
}

export function useSendFlow(form: CampaignForm, target: Target, onSent: () => void) {
  const navigate = useNavigate();
  const [checkText, checking] = useCheckForbiddenTextMutation();
  const [send, sending] = useSendCampaignMutation();
  const [forbiddenWords, setForbiddenWords] = useState<string[]>([]);
  const [summary, setSummary] = useState<CampaignsSendSummary | null>(null);
  const source = form.sender.kind === 'name' ? form.sender.name : form.sender.kind === 'number' ? form.sender.phone : undefined;

  const validate = async () => {
    setForbiddenWords([]);
    const checked = await checkText({ body: { message: form.content, ...(source ? { source } : {}) } }).unwrap();
    if (checked.data?.status !== CheckForbiddenText.ok) {
      if (checked.data?.status === CheckForbiddenText.forbiddenText) setForbiddenWords(checked.data.forbiddenWords ?? []);
      return;
    }
    const answer = await send({ body: toRequest(form, { validation: true, ...target }) }).unwrap();
    if (answer.data?.status === SendCampaign.validated) setSummary(answer.data.summary ?? {});
  };

  const confirmSend = async () => {
    const answer = await send({ body: toRequest(form, { validation: false, ...target }) }).unwrap();
    setSummary(null);
    if (sentStatuses.has(answer.data?.status ?? 0)) onSent();
  };

  const saveDraft = async () => {
    const answer = await send({ body: toRequest(form, { validation: false, isDraft: true, ...target }) }).unwrap();
    if (draftStatuses.has(answer.data?.status ?? 0)) navigate(href('trackDrafts'));
  };

  // Failed requests were already shown by the base query.
  const quietly = (run: () => Promise<void>) => () => void run().catch(() => undefined);
  return {
    validate: quietly(validate),
    confirmSend: quietly(confirmSend),
    saveDraft: quietly(saveDraft),
    cancelConfirm: () => setSummary(null),
    summary,
    forbiddenWords,
    busy: checking.isLoading || sending.isLoading,
  };
}
