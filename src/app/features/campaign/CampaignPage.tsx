/**
 * /campaign/:campaignId?/:updateType? (issue 6): compose a text campaign, see what each
 * recipient will get and what it costs, then check, confirm and send, or save a draft.
 * In voice mode (issue 16) the same recipients, timing and retries go with a recording and a
 * calling number instead of the text and sender, through the voice call (voice/).
 */
import { Alert, Button, Flex, Input, Typography } from 'antd';
import { startTransition, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Group } from '../../../domain/access';
import { couponProblem } from '../../../domain/coupons';
import { maxMessageLength } from '../../../domain/messageParts';
import { useFeatureTexts } from '../../i18n/useFeatureTexts';
import { useAppSelector } from '../../state/hooks';
import { lazyNamed } from '../../ui/lazyNamed';
import { PageLoading } from '../../ui/PageLoading';
import { abTestProblemOf } from './abTest/abTestForm';
import { AbTestSection } from './abTest/AbTestSection';
import { totalRecipients } from './campaignForm';
import { DestinationsSection } from './destinations/DestinationsSection';
import { MessageSection } from './message/MessageSection';
import { OptionsSection } from './options/OptionsSection';
import { costOf, measuredText } from './message/messageText';
import { ChannelNotice, channelNoticeId } from './send/ChannelNotice';
import { ConfirmSendModal } from './send/ConfirmSendModal';
import { focusFirstProblem, problemMark } from './send/focusFirstProblem';
import { TestSend } from './send/TestSend';
import { useFieldCheck } from './send/useFieldCheck';
import { useSendFlow } from './send/useSendFlow';
import { SenderSection } from './sender/SenderSection';
import { TimingSection } from './timing/TimingSection';
import { timingProblem } from './timing/timingProblem';
import { couponFields } from './options/coupon';
import { useCampaignForm } from './useCampaignForm';
import { useVoiceMessage } from './voice/useVoiceMessage';
import { useVoiceSendFlow } from './voice/useVoiceSendFlow';
import { voiceProblemsOf } from './voice/voiceMessage';

// Voice mode's own parts (the recording, its upload and player, the calling number) load when
// that mode is on: a text campaign, the usual one, no longer runs their code at start.
const CallingNumberSection = lazyNamed(() => import('./voice/CallingNumberSection'), 'CallingNumberSection');
const VoiceConfirmModal = lazyNamed(() => import('./voice/VoiceConfirmModal'), 'VoiceConfirmModal');
const VoiceEstimate = lazyNamed(() => import('./voice/VoiceEstimate'), 'VoiceEstimate');
const VoiceMessageSection = lazyNamed(() => import('./voice/VoiceMessageSection'), 'VoiceMessageSection');

/**
 * Two columns from antd's xl width (1200 px), one below it. Plain CSS, not antd's Row: Row
 * subscribes to the breakpoints as it mounts and draws everything in it a second time, and the
 * whole composer is in it (on a phone, one more long task as the page first shows).
 */
const columnsCss = `
.composer-columns { display: grid; gap: 16px; grid-template-columns: minmax(0, 1fr); }
@media (min-width: 1200px) { .composer-columns { grid-template-columns: repeat(2, minmax(0, 1fr)); } }`;

const idOf = (param: string | undefined): number | undefined => {
  const id = Number(param);
  return param && Number.isInteger(id) && id > 0 ? id : undefined;
};

export default function CampaignPage() {
  const { t } = useTranslation();
  // The send outcomes and error codes come from the campaigns texts.
  const textsReady = useFeatureTexts('campaign', 'campaigns');
  const params = useParams();
  const campaignId = idOf(params.campaignId);
  const updateType = params.updateType === 'duplicate' ? 'duplicate' : 'edit';
  const { form, patch, reset, loading, editable: savedEditable } = useCampaignForm(campaignId);
  // A copy is a new campaign: the original sending or sent (an A/B test that went) does not stop it.
  const editable = savedEditable || updateType === 'duplicate';
  const [showErrors, setShowErrors] = useState(false);
  // Each failed check asks once to bring the first problem into view (after it has rendered).
  const [problemRequest, setProblemRequest] = useState(0);
  const page = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (problemRequest > 0) focusFirstProblem(page.current);
  }, [problemRequest]);
  // WhatsApp sending does not exist here yet: in that mode the composer sends nothing. Voice has its own call.
  const mode = useAppSelector((s) => s.serviceMode.mode);
  const voiceMode = mode === 'voice';
  const channelMissing = mode === 'whatsapp';
  // The longest text by the user's rights: the same rule as the server's estimate.
  const maxLength = useAppSelector((s) => maxMessageLength(s.session.user ?? { group: Group.customer, permissions: [] }));
  const flow = useSendFlow(form, campaignId === undefined ? {} : { campaignId, updateType }, () => {
    reset();
    setShowErrors(false);
  });
  const fieldsConfirmed = useFieldCheck(form);
  const voice = useVoiceMessage(campaignId);
  const askForProblem = useCallback(() => setProblemRequest((n) => n + 1), []);
  const voiceFlow = useVoiceSendFlow(
    form,
    voice.voice,
    campaignId === undefined ? {} : { campaignId, updateType },
    () => {
      reset();
      voice.reset();
      setShowErrors(false);
    },
    askForProblem,
  );

  // The whole composer is drawn once its texts and campaign are in, as a transition: React then
  // yields to the browser every few milliseconds while it draws, instead of one task of most of a
  // second on a phone (Lighthouse's total blocking time, issue 13). Later changes draw as usual.
  const ready = textsReady && !loading;
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (ready && !shown) startTransition(() => setShown(true));
  }, [ready, shown]);

  if (!ready || !shown) return <PageLoading />;

  const total = totalRecipients(form);
  const canReply = form.sender.kind === 'number' && form.sender.attached;
  const now = Date.now();
  const timingError = timingProblem(form.timing, total, now);
  // The coupon must still be good when the campaign sends: its start, or now.
  const sendAt = 'start' in form.timing && form.timing.start !== null ? form.timing.start : now;
  const couponError = couponProblem(couponFields(form.options.coupon), sendAt);
  const tooLong = costOf(measuredText(form, window.location.origin), maxLength).tooLong;
  const noRecipients = total === 0;
  const abTestError = abTestProblemOf(form.content, form.abTest, form.timing);
  const voiceProblems = voiceProblemsOf(voice.voice);
  // Under each voice field: what the browser found missing, else what the server refused.
  const recordingProblem = showErrors && voiceProblems.recording ? 'campaigns.voice.noRecording' : voiceFlow.serverProblems.recording;
  const callingNumberProblem = showErrors && voiceProblems.callingNumber ? 'campaign.voice.callingNumber.required' : voiceFlow.serverProblems.callingNumber;

  const tryVoiceSend = () => {
    setShowErrors(true);
    voiceFlow.clearServerProblems();
    if (noRecipients || timingError || voiceProblems.recording || voiceProblems.callingNumber) {
      askForProblem();
      return;
    }
    voiceFlow.validate();
  };

  const trySend = async () => {
    if (channelMissing) return;
    if (voiceMode) return tryVoiceSend();
    setShowErrors(true);
    if (noRecipients || !form.content.trim() || tooLong || timingError || couponError || abTestError) {
      setProblemRequest((n) => n + 1);
      return;
    }
    if (await fieldsConfirmed()) flow.validate();
  };
  // Replies (unsubscribe by reply, responses) need an attached number: without one they are off.
  const changeSender = (sender: typeof form.sender) => {
    const attached = sender.kind === 'number' && sender.attached;
    patch({
      sender,
      ...(form.unsubscribeOption === 2 && !attached ? { unsubscribeOption: 0 } : {}),
      ...(form.options.allowResponse && !attached ? { options: { ...form.options, allowResponse: false } } : {}),
    });
  };

  return (
    <Flex vertical gap={16} style={{ padding: 24 }} ref={page}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t(campaignId === undefined ? 'campaign.page.title' : updateType === 'duplicate' ? 'campaign.page.duplicateTitle' : 'campaign.page.editTitle')}
      </Typography.Title>
      {mode === 'whatsapp' && <ChannelNotice mode={mode} />}
      {!editable && <Alert type="warning" showIcon title={t('campaign.page.notEditable')} />}
      <Input
        aria-label={t('campaign.page.name')}
        placeholder={t('campaign.page.name')}
        maxLength={50}
        value={form.name}
        onChange={(e) => patch({ name: e.target.value })}
        style={{ maxWidth: 420 }}
      />
      <style>{columnsCss}</style>
      <div className="composer-columns">
        <div>
          <Flex vertical gap={16}>
            <Flex vertical gap={16} {...problemMark(showErrors && noRecipients)}>
              <DestinationsSection form={form} onChange={patch} campaignId={campaignId} />
              {showErrors && noRecipients && <Alert type="error" showIcon title={t('errors.campaign.noDestinations')} />}
            </Flex>
            {voiceMode ? (
              <div {...problemMark(callingNumberProblem !== null)}>
                <Suspense fallback={null}>
                  <CallingNumberSection callingNumber={voice.voice.callingNumber} onChange={voice.setCallingNumber} problem={callingNumberProblem} />
                </Suspense>
              </div>
            ) : (
              <SenderSection sender={form.sender} onChange={changeSender} />
            )}
            <div {...problemMark(showErrors && timingError !== null)}>
              <TimingSection form={form} onChange={(timing) => patch({ timing })} totalRecipients={total} problem={timingError} showErrors={showErrors} />
            </div>
          </Flex>
        </div>
        <div>
          {voiceMode ? (
            <Suspense fallback={null}>
              <Flex vertical gap={16}>
                <div {...problemMark(recordingProblem !== null)}>
                  <VoiceMessageSection voice={voice.voice} onChange={voice.patch} campaignId={campaignId} problem={recordingProblem} />
                </div>
                <VoiceEstimate recipients={total} recording={voice.voice.recording} />
                <OptionsSection options={form.options} onChange={(options) => patch({ options })} canRespond={false} couponProblem={null} showErrors={showErrors} voice />
              </Flex>
            </Suspense>
          ) : (
            <Flex vertical gap={16}>
              <div {...problemMark(showErrors && (!form.content.trim() || tooLong))}>
                <MessageSection form={form} onChange={patch} maxLength={maxLength} canReply={canReply} showErrors={showErrors} campaignId={campaignId} />
              </div>
              <div {...problemMark(showErrors && abTestError !== null)}>
                <AbTestSection abTest={form.abTest} onChange={(abTest) => patch({ abTest })} maxLength={maxLength} problem={showErrors ? abTestError : null} />
              </div>
              <div {...problemMark(showErrors && couponError !== null)}>
                <OptionsSection options={form.options} onChange={(options) => patch({ options })} canRespond={canReply} couponProblem={couponError} showErrors={showErrors} />
              </div>
            </Flex>
          )}
        </div>
      </div>
      {flow.forbiddenWords.length > 0 && (
        <Alert type="error" showIcon title={t('campaign.send.forbiddenWords', { words: flow.forbiddenWords.join(', ') })} />
      )}
      <Flex gap={8} wrap>
        <Button type="primary" size="large" onClick={() => void trySend()} loading={flow.busy || voiceFlow.busy} disabled={!editable || channelMissing} aria-describedby={channelMissing ? channelNoticeId : undefined}>
          {t('campaign.send.send')}
        </Button>
        {/* Drafts and test messages are text campaigns' (send-voice-campaign keeps no draft). */}
        {!voiceMode && (
          <Button size="large" onClick={flow.saveDraft} disabled={!editable || flow.busy || channelMissing} aria-describedby={channelMissing ? channelNoticeId : undefined}>
            {t('campaign.send.saveDraft')}
          </Button>
        )}
      </Flex>
      {!voiceMode && <TestSend form={form} disabled={!editable || flow.busy || channelMissing} />}
      <ConfirmSendModal summary={flow.summary} sending={flow.busy} onOk={flow.confirmSend} onCancel={flow.cancelConfirm} />
      {voiceMode && (
        <Suspense fallback={null}>
          <VoiceConfirmModal summary={voiceFlow.summary} sending={voiceFlow.busy} onOk={voiceFlow.confirmSend} onCancel={voiceFlow.cancelConfirm} />
        </Suspense>
      )}
    </Flex>
  );
}
