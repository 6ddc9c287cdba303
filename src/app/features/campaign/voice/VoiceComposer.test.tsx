/**
 * Issue 16: the composer in voice mode — a recording (uploaded, or text-to-speech, never both),
 * a verified calling number, and the two passes through send-voice-campaign, never send-campaign.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { File as NodeFile } from 'node:buffer';
import { findModal } from '../../../test/findModal';
import { GetVoiceDestFile, SendVoiceCampaign } from '../../../../contract/statusCodes';
import { renderCampaignPage } from '../renderCampaignPage';
import { draft, serveComposer } from '../testData';
import { serveVoice, spokenRecording, uploadedRecording, voiceSummary } from './testVoice';

// applyAccept off: a user can pick any file whatever the chooser suggests; the page must refuse it itself.
const user = () => userEvent.setup({ pointerEventsCheck: 0, applyAccept: false });
/** The recording's chooser (the recipients' file chooser is the page's first). */
const fileInput = (): HTMLInputElement => document.querySelector('input[type="file"][accept=".mp3,.wav"]') as HTMLInputElement;
/** Node's File, not jsdom's: the test environment's FormData takes only Node's blobs (as in the contacts upload tests). */
const audioFile = (name: string, bytes = 2048, type = 'audio/wav'): File => new NodeFile([new Uint8Array(bytes)], name, { type }) as unknown as File;
const ttsText = 'Hello, this is a reminder that your appointment is tomorrow at ten in the morning.';

async function openVoiceComposer(language: 'en' | 'he' = 'en') {
  renderCampaignPage('/campaign', language, 'voice');
  await screen.findByRole('textbox', { name: language === 'en' ? 'Phone numbers' : 'מספרי טלפון' });
  // Voice mode's sections load when that mode is on (after the rest of the composer).
  await screen.findByRole('radiogroup', { name: language === 'en' ? 'The recording' : 'ההקלטה' });
}

async function typeRecipient() {
  await user().type(screen.getByRole('textbox', { name: 'Phone numbers' }), '050-1234567{Enter}');
}

async function chooseOption(label: string, option: string) {
  await user().click(screen.getByLabelText(label, { selector: 'input' }));
  const open = Array.from(document.querySelectorAll<HTMLElement>('.ant-select-dropdown')).filter((d) => !d.className.includes('hidden'));
  await user().click(within(open[open.length - 1]!).getByTitle(option));
}

test('an upload shows its progress, then the recording with its length and a player', async () => {
  serveComposer();
  let finish = () => undefined as void;
  const calls = serveVoice({ uploadGate: new Promise<void>((resolve) => (finish = resolve)) });
  await openVoiceComposer();
  await user().upload(fileInput(), audioFile('greeting.wav', 4096));
  expect(await screen.findByText('Uploading greeting.wav (4 KB)…')).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();
  finish();
  expect(await screen.findByText('Length: 0:42')).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  const player = document.querySelector('audio')!;
  expect(player).toHaveAttribute('src', uploadedRecording.fullPath);
  expect(player).toHaveAttribute('controls');
  expect(calls.uploads).toEqual(['greeting.wav']);
});

test.each([
  ['a file that is not mp3 or wav', audioFile('notes.txt', 100, 'text/plain'), 'This file type is not supported.'],
  ['an mp3 by name that the browser says is not audio', audioFile('song.mp3', 100, 'application/pdf'), 'This file type is not supported.'],
  ['a file over 6 MB', audioFile('long.mp3', 6 * 1024 * 1024 + 1, 'audio/mpeg'), 'The file is too large (at most 6 MB).'],
])('%s is refused under the field and never sent', async (_case, file, message) => {
  serveComposer();
  const calls = serveVoice();
  await openVoiceComposer();
  await user().upload(fileInput(), file);
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(calls.uploads).toHaveLength(0);
  expect(document.querySelector('audio')).toBeNull();
});

test.each([
  [GetVoiceDestFile.audioLength, 'The recording must be between 6 and 120 seconds long.'],
  [GetVoiceDestFile.unsupportedType, 'This file type is not supported.'],
  [GetVoiceDestFile.uploadFailed, 'The file could not be uploaded.'],
])("the server's refusal %s shows its section 8 message under the field, once", async (status, message) => {
  serveComposer();
  serveVoice({ upload: () => ({ status }) });
  await openVoiceComposer();
  await user().upload(fileInput(), audioFile('short.wav'));
  expect(await screen.findByText(message)).toBeInTheDocument();
  // Under the field only: the page shows these codes, not a toast besides.
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(screen.getAllByText(message)).toHaveLength(1);
  expect(document.querySelector('audio')).toBeNull();
});

test('text-to-speech needs 50 characters, warns about vowel marks in Hebrew and Arabic, and plays what it made', async () => {
  serveComposer();
  const calls = serveVoice();
  await openVoiceComposer();
  await user().click(screen.getByRole('radio', { name: 'Text to speech' }));
  const create = screen.getByRole('button', { name: 'Create the recording' });
  await user().type(screen.getByRole('textbox', { name: 'Text to read aloud' }), 'Too short to read.');
  expect(create).toBeDisabled();
  // The page is in English, so the text starts in English: no vowel note.
  expect(screen.queryByText(/vowel marks/)).not.toBeInTheDocument();
  await chooseOption('Language of the text', 'Arabic');
  expect(screen.getByText(/read best with vowel marks \(niqqud in Hebrew, tashkeel in Arabic\)/)).toBeInTheDocument();
  await chooseOption('Language of the text', 'Hebrew');
  expect(screen.getByText(/read best with vowel marks/)).toBeInTheDocument();
  const box = screen.getByRole('textbox', { name: 'Text to read aloud' });
  await user().clear(box);
  await user().type(box, ttsText);
  expect(screen.getByText(`${ttsText.length} characters written (at least 50).`)).toBeInTheDocument();
  await user().click(screen.getByRole('button', { name: 'Create the recording' }));
  expect(await screen.findByText('Length: 1:15')).toBeInTheDocument();
  expect(document.querySelector('audio')).toHaveAttribute('src', spokenRecording.fullPath);
  expect(calls.spoken).toEqual([{ text: ttsText, language: 'he' }]);
});

test('never both: choosing text-to-speech deletes the uploaded recording, and changing the text drops the recording made from it', async () => {
  serveComposer();
  const calls = serveVoice();
  await openVoiceComposer();
  await user().upload(fileInput(), audioFile('greeting.wav'));
  await screen.findByText('Length: 0:42');
  await user().click(screen.getByRole('radio', { name: 'Text to speech' }));
  await waitFor(() => expect(calls.deleted).toEqual([uploadedRecording.hash]));
  expect(document.querySelector('audio')).toBeNull();
  await user().type(screen.getByRole('textbox', { name: 'Text to read aloud' }), ttsText);
  await user().click(screen.getByRole('button', { name: 'Create the recording' }));
  await screen.findByText('Length: 1:15');
  await user().type(screen.getByRole('textbox', { name: 'Text to read aloud' }), ' More.');
  await waitFor(() => expect(calls.deleted).toEqual([uploadedRecording.hash, spokenRecording.hash]));
  expect(document.querySelector('audio')).toBeNull();
  // Back to uploading: the text is gone with its recording.
  await user().click(screen.getByRole('radio', { name: 'Upload a recording' }));
  await user().click(screen.getByRole('radio', { name: 'Text to speech' }));
  expect(screen.getByRole('textbox', { name: 'Text to read aloud' })).toHaveValue('');
});

test('sends through send-voice-campaign in two passes: type 3, the recording and the calling number; the dialog shows calls × units', async () => {
  serveComposer();
  const calls = serveVoice();
  await openVoiceComposer();
  await typeRecipient();
  await user().upload(fileInput(), audioFile('greeting.wav'));
  await screen.findByText('Length: 0:42');
  // A 42-second recording is one unit a call (one per started minute).
  expect(screen.getByText('Estimate: 1 calls × 1 units per call = 1 voice credits (before blocked and repeated numbers are left out).')).toBeInTheDocument();
  // The account's verified number is the calling number.
  expect(screen.getByLabelText('Calling number', { selector: 'input' }).closest('.ant-select')).toHaveTextContent('0531234567');
  await user().click(screen.getByRole('button', { name: 'Send' }));
  const dialog = await findModal('Start the calls?');
  expect(within(dialog).getByText('3 calls × 2 units = 6')).toBeInTheDocument();
  expect(within(dialog).getByText('494')).toBeInTheDocument();
  expect(within(dialog).getByText(voiceSummary.sendTime)).toBeInTheDocument();
  expect(calls.sends).toHaveLength(1);
  expect(calls.sends[0]).toMatchObject({
    validation: true,
    campaign_type: '3',
    callingNumber: '0531234567',
    sourceVoiceNumber: '0531234567',
    voiceFile: { hash: uploadedRecording.hash, originalName: 'greeting.wav', duration: 42.4 },
    destinations: [{ type: 'new_phone', phone: '0501234567' }],
  });
  expect(calls.sends[0]).not.toHaveProperty('smsContent');
  await user().click(within(dialog).getByRole('button', { name: 'Start the calls' }));
  await waitFor(() => expect(calls.sends).toHaveLength(2));
  expect(calls.sends[1]).toMatchObject({ validation: false, campaign_type: '3', voiceFile: { hash: uploadedRecording.hash } });
  expect(await screen.findByText('The voice campaign was sent, or scheduled for the time you chose.')).toBeInTheDocument();
  // Never the text calls: no send-campaign, and no forbidden-text check (section 5).
  expect(calls.paths).not.toContain('send-campaign');
  expect(calls.paths).not.toContain('check-forbidden-text');
  expect(calls.paths.filter((p) => p === 'send-voice-campaign')).toHaveLength(2);
});

test('without a recording nothing is sent: the problem shows under the recording and is focused', async () => {
  serveComposer();
  const calls = serveVoice();
  await openVoiceComposer();
  await typeRecipient();
  await user().click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Choose a recording, or create one from text.')).toBeInTheDocument();
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Upload a recording' })));
  expect(calls.sends).toHaveLength(0);
});

test.each([
  [SendVoiceCampaign.noRecording, 'Choose a recording, or create one from text.'],
  [SendVoiceCampaign.invalidCallingNumber, 'The calling number is not valid or not verified.'],
])('the server refusing with %s shows the problem under its field', async (status, message) => {
  serveComposer();
  serveVoice({ send: () => ({ status }) });
  await openVoiceComposer();
  await typeRecipient();
  await user().upload(fileInput(), audioFile('greeting.wav'));
  await screen.findByText('Length: 0:42');
  await user().click(screen.getByRole('button', { name: 'Send' }));
  // The toast, and the same words under the field.
  await waitFor(() => expect(screen.getAllByText(message).length).toBeGreaterThanOrEqual(2));
  expect(screen.queryByText('Start the calls?')).not.toBeInTheDocument();
});

test('not enough voice credits says what is needed and what remains', async () => {
  serveComposer();
  serveVoice({ send: () => ({ status: SendVoiceCampaign.notEnoughCredits, needed: 6, remaining: 4 }) });
  await openVoiceComposer();
  await typeRecipient();
  await user().upload(fileInput(), audioFile('greeting.wav'));
  await screen.findByText('Length: 0:42');
  await user().click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Not enough credits: the campaign needs 6 and 4 remain.')).toBeInTheDocument();
});

test('the voice composer renders right to left in Hebrew', async () => {
  serveComposer();
  serveVoice();
  await openVoiceComposer('he');
  expect(screen.getByText('ההקלטה')).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'הקראת טקסט' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'בחירת קובץ mp3 או wav' })).toBeInTheDocument();
  expect(document.documentElement.dir).toBe('rtl');
});

test('a saved voice campaign opens with its recording and calling number; replacing the recording keeps the saved one', async () => {
  const saved = { originalName: 'saved.mp3', hash: 'rec-saved', duration: 30, fullPath: '/api/download/voice-file?hash=rec-saved' };
  serveComposer({ campaign: draft({ campaign_type: '3', smsContent: undefined, voiceFile: saved, callingNumber: '0539999999' }) });
  const calls = serveVoice();
  renderCampaignPage('/campaign/55', 'en', 'voice');
  expect(await screen.findByText('Length: 0:30')).toBeInTheDocument();
  expect(screen.getByLabelText('Calling number', { selector: 'input' }).closest('.ant-select')).toHaveTextContent('0539999999');
  await user().upload(fileInput(), audioFile('greeting.wav'));
  await screen.findByText('Length: 0:42');
  await user().click(screen.getByRole('button', { name: 'Send' }));
  await findModal('Start the calls?');
  expect(calls.sends[0]).toMatchObject({ campaignId: 55, updateType: 'edit', callingNumber: '0539999999', voiceFile: { hash: uploadedRecording.hash } });
  expect(calls.deleted).toEqual([]);
});
