/**
 * Sending a voice campaign in the text campaign's two passes, through its own call
 * (sendVoiceCampaign): the validation pass's summary opens the confirm dialog, the second pass
 * sends. No forbidden-text check (section 5: not for voice). The server's -23 (no recording)
 * and -16 (calling number) are shown under their fields, besides the status table's toast.
 */
import { useState } from 'react';
import { useSendVoiceCampaignMutation, type CampaignsSendSummary } from '../../../api/generated/campaigns';
import { SendVoiceCampaign } from '../../../../contract/statusCodes';
import type { CampaignForm } from '../campaignForm';
import type { Target } from '../send/useSendFlow';
import { toVoiceRequest, type VoiceMessage } from './voiceMessage';

const sentStatuses = new Set<number>([SendVoiceCampaign.sent, SendVoiceCampaign.draftSent, SendVoiceCampaign.savedWithoutPermission, SendVoiceCampaign.outsideHours]);

/** The field a refusal belongs under, and the text it shows there. */
export interface ServerProblems {
  recording: string | null;
  callingNumber: string | null;
}

const noProblems: ServerProblems = { recording: null, callingNumber: null };

function problemsOf(status: number | undefined): ServerProblems {
  if (status === SendVoiceCampaign.noRecording) return { ...noProblems, recording: 'campaigns.voice.noRecording' };
  if (status === SendVoiceCampaign.invalidCallingNumber) return { ...noProblems, callingNumber: 'campaigns.voice.invalidCallingNumber' };
  return noProblems;
}

/** `onProblem` asks the page to bring the first problem into view once it has rendered. */
export function useVoiceSendFlow(form: CampaignForm, voice: VoiceMessage, target: Target, onSent: () => void, onProblem: () => void) {
  const [send, sending] = useSendVoiceCampaignMutation();
  const [summary, setSummary] = useState<CampaignsSendSummary | null>(null);
  const [serverProblems, setServerProblems] = useState<ServerProblems>(noProblems);

  const answered = (status: number | undefined) => {
    const problems = problemsOf(status);
    setServerProblems(problems);
    if (problems.recording || problems.callingNumber) onProblem();
  };

  const validate = async () => {
    const answer = await send({ body: toVoiceRequest(form, voice, { validation: true, ...target }) }).unwrap();
    answered(answer.data?.status);
    if (answer.data?.status === SendVoiceCampaign.validated) setSummary(answer.data.summary ?? {});
  };

  const confirmSend = async () => {
    const answer = await send({ body: toVoiceRequest(form, voice, { validation: false, ...target }) }).unwrap();
    setSummary(null);
    answered(answer.data?.status);
    if (sentStatuses.has(answer.data?.status ?? 0)) onSent();
  };

  // Failed requests were already shown by the base query.
  const quietly = (run: () => Promise<void>) => () => void run().catch(() => undefined);
  return {
    validate: quietly(validate),
    confirmSend: quietly(confirmSend),
    cancelConfirm: () => setSummary(null),
    clearServerProblems: () => setServerProblems(noProblems),
    summary,
    serverProblems,
    busy: sending.isLoading,
  };
}
