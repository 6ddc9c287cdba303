/**
 * A recording as a WAV the browser's player plays: the stored µ-law decoded to 16-bit PCM,
 * 8 kHz mono, behind a 44-byte RIFF header. Made when asked (about 2 MB for 120 seconds),
 * so the data folder keeps one copy of each recording, the one calls send.
 */
import { mulaw } from 'alawmulaw';
import { callAudioBytesPerSecond } from './convert';

const headerBytes = 44;

export function wavOfCallAudio(audio: Buffer): Buffer {
  const pcm = mulaw.decode(new Uint8Array(audio.buffer, audio.byteOffset, audio.byteLength));
  const dataBytes = pcm.length * 2;
  const wav = Buffer.alloc(headerBytes + dataBytes);
  wav.write('RIFF', 0, 'latin1');
  wav.writeUInt32LE(36 + dataBytes, 4);
  wav.write('WAVE', 8, 'latin1');
  wav.write('fmt ', 12, 'latin1');
  wav.writeUInt32LE(16, 16); // fmt chunk size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(callAudioBytesPerSecond, 24); // samples a second
  wav.writeUInt32LE(callAudioBytesPerSecond * 2, 28); // bytes a second
  wav.writeUInt16LE(2, 32); // bytes a frame
  wav.writeUInt16LE(16, 34); // bits a sample
  wav.write('data', 36, 'latin1');
  wav.writeUInt32LE(dataBytes, 40);
  for (let i = 0; i < pcm.length; i += 1) wav.writeInt16LE(pcm[i], headerBytes + i * 2);
  return wav;
}
