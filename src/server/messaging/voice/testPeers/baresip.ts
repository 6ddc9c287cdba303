/**
 * baresip (Debian `baresip-core`) as a phone that answers by itself and records what it decoded
 * (its sndfile module writes dump-…-dec.wav): the proof that a callee heard the recording, not
 * just that packets arrived. It listens on 127.0.0.3 (the `sip` package will not send to its own
 * host) and records each call to its own file.
 *
 *   const phone = await startBaresipRecorder();
 *   const provider = new SipVoiceProvider(testTrunk(phone));
 *   await provider.call({ ..., to: 'callee', audio });
 *   const [heard] = await phone.stop();           // 8 kHz samples of each call, in order
 *   correlationOf(mulaw.decode(audio), heard)      // ./audioMatch.ts
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freeUdpPort, untilListening } from './ports';

export const phoneAddress = '127.0.0.3';

export interface BaresipRecorder {
  host: string;
  port: number;
  /** Ends baresip; resolves with what it decoded in each call (8 kHz 16-bit samples). */
  stop(): Promise<Int16Array[]>;
}

/** codec: what the phone accepts; PCMA alone makes the call A-law (our µ-law recording transcoded). */
export async function startBaresipRecorder({ codec }: { codec?: 'PCMU' | 'PCMA' } = {}): Promise<BaresipRecorder> {
  const port = await freeUdpPort(phoneAddress);
  const rtpFrom = await freeUdpPort(phoneAddress, { even: true });
  const dir = await mkdtemp(join(tmpdir(), 'baresip-phone-'));
  await writeFile(join(dir, 'accounts'), `<sip:callee@${phoneAddress}>;regint=0;answermode=auto;audio_codecs=${codec ?? 'PCMU,PCMA'}\n`);
  // aubridge: no sound card; sndfile: the decoded audio of each call to a wav in snd_path.
  const config = [
    `sip_listen ${phoneAddress}:${port}`,
    'module_path /usr/lib/baresip/modules',
    'module g711.so',
    'module aubridge.so',
    'module sndfile.so',
    'module_app account.so',
    'module_app menu.so',
    'audio_player aubridge,bridge0',
    'audio_source aubridge,bridge0',
    'audio_alert aufile,/dev/null',
    `snd_path ${dir}`,
    `rtp_ports ${rtpFrom}-${rtpFrom + 20}`,
    '',
  ];
  await writeFile(join(dir, 'config'), config.join('\n'));
  const phone = spawn('baresip', ['-f', dir, '-t', '900'], { stdio: 'ignore' }); // -t: gone even if stop() never comes
  const exited = new Promise<void>((resolve) => phone.once('exit', () => resolve()));
  await untilListening(phoneAddress, port);

  let stopped: Promise<Int16Array[]> | null = null;
  const stop = async (): Promise<Int16Array[]> => {
    // Each call's wav was closed when its call ended; SIGTERM is baresip's orderly quit.
    phone.kill('SIGTERM');
    const killer = setTimeout(() => phone.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(killer);
    const dumps = (await readdir(dir)).filter((name) => /^dump-.*-dec\.wav$/.test(name)).sort();
    const heard = await Promise.all(dumps.map(async (name) => wavSamples(await readFile(join(dir, name)))));
    await rm(dir, { recursive: true, force: true });
    return heard;
  };
  return { host: phoneAddress, port, stop: () => (stopped ??= stop()) };
}

/** The 16-bit PCM samples of a wav file (its data chunk). */
export function wavSamples(file: Buffer): Int16Array {
  let at = 12;
  while (at + 8 <= file.length) {
    const id = file.toString('ascii', at, at + 4);
    const size = file.readUInt32LE(at + 4);
    if (id === 'data') {
      // A dump cut short may say 0 or too much: take what is there.
      const bytes = Math.min(size || file.length, file.length - at - 8) & ~1;
      return new Int16Array(file.buffer.slice(file.byteOffset + at + 8, file.byteOffset + at + 8 + bytes));
    }
    at += 8 + size + (size % 2);
  }
  return new Int16Array(0);
}
