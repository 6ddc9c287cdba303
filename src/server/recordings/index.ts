/**
 * The recordings voice campaigns play (issue 16), shared by the handlers that make them
 * (modules/voiceFiles) and the pipeline that plays them: it imports nothing from modules.
 */
export { audioKindOf, type AudioKind } from './audioKind';
export { callAudioMs, callAudioOf, spokenCallAudio } from './convert';
export { deleteRecording, keepRecording, recordingAudio, recordingHash, recordingOf, type KeptRecording, type RecordingClaim } from './store';
export { RecordingFailed } from './tools';
export { wavOfCallAudio } from './wav';
