/**
 * SIPp (Debian `sip-tester`) as the callee of the SIP voice provider: a separate SIP
 * implementation that answers as callee.xml describes (the Request-URI's user picks busy,
 * no answer, hang-up ...) and echoes every RTP packet it receives. Its own counters are the
 * proof a test asserts: how many calls it completed, how many RTP packets it got.
 *
 *   const callee = await startSippCallee();
 *   const provider = new SipVoiceProvider(testTrunk(callee));   // testTrunk: ./index.ts
 *   ... calls ...
 *   const { successfulCalls, echoedRtpPackets } = await callee.stop();
 *
 * It listens on 127.0.0.2: the `sip` package will not send to its own host (127.0.0.1).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freeUdpPort, untilAccepting, untilListening } from './ports';

export const calleeAddress = '127.0.0.2';

/** The SIP credentials callee.xml's `auth` behaviour checks. */
export const calleeCredentials = { user: 'voice', password: 'secret' } as const;

export interface SippCounters {
  /** Calls SIPp took to the end of its scenario. */
  successfulCalls: number;
  failedCalls: number;
  /** RTP packets SIPp received (and echoed back). */
  echoedRtpPackets: number;
  /** Calls (INVITEs starting a dialog) SIPp received, however they ended. */
  incomingCalls: number;
}

export interface SippCallee {
  host: string;
  port: number;
  transport: 'udp' | 'tcp';
  /**
   * Ends SIPp and returns its own counters, read from its screen dump. `callerDied`: a caller was
   * killed mid-call, so its dialogs never end (no BYE will come) and SIPp is not waited for to
   * have none open (30 s for nothing), only for a statistics line written after the stop was
   * asked, which counts every call made before it.
   */
  stop(options?: { callerDied?: boolean }): Promise<SippCounters>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** port: the SIP port (a free one by default); transport: SIP over UDP (default) or TCP. */
export async function startSippCallee({ port, transport = 'udp' }: { port?: number; transport?: 'udp' | 'tcp' } = {}): Promise<SippCallee> {
  const sipPort = port ?? (await freeUdpPort(calleeAddress));
  const mediaPort = await freeUdpPort(calleeAddress, { even: true });
  const dir = await mkdtemp(join(tmpdir(), 'sipp-callee-'));
  const args = ['-sf', join(__dirname, 'callee.xml'), '-i', calleeAddress, '-p', String(sipPort), '-mi', calleeAddress, '-mp', String(mediaPort)];
  // One echo socket for every call: a big buffer keeps 200 streams from overflowing it.
  if (transport === 'tcp') args.push('-t', 't1');
  // A test that dies before stop() must not leave the daemon running on the machine for good.
  args.push('-timeout', '900');
  // -trace_stat: a statistics line a second, flushed as written (the screen dump is lost when
  // SIPp has to be killed with dialogs open, e.g. after the caller's process died).
  args.push('-rtp_echo', '-rtp_buffsize', '4194304', '-bg', '-nostdin', '-trace_screen', '-trace_stat', '-fd', '1');
  const output = await new Promise<string>((resolve) => {
    // With -bg the parent prints the daemon's PID and exits, not always with 0.
    execFile('sipp', args, { cwd: dir }, (_error, stdout, stderr) => resolve(`${stdout}${stderr}`));
  });
  const pid = Number(/PID=\[(\d+)\]/.exec(output)?.[1]);
  if (!pid) throw new Error(`SIPp did not start: ${output}`);
  await (transport === 'tcp' ? untilAccepting(calleeAddress, sipPort) : untilListening(calleeAddress, sipPort));

  let stopped: Promise<SippCounters> | null = null;
  return {
    host: calleeAddress,
    port: sipPort,
    transport,
    stop: (options = {}) => (stopped ??= stopAndCount(pid, dir, options.callerDied ?? false)),
  };
}

/** Until SIPp's statistics (a line a second) show a fresh line with no call open (`anyOpen`: with any), at most limitMs. */
async function untilNoCallOpen(dir: string, limitMs: number, anyOpen: boolean): Promise<void> {
  const linesNow = async () => {
    const stats = (await readdir(dir)).find((name) => name.endsWith('_.csv'));
    return stats ? await readFile(join(dir, stats), 'utf8') : '';
  };
  const linesAtStart = (await linesNow()).split('\n').length;
  for (let waited = 0; waited < limitMs; waited += 250) {
    const csv = await linesNow();
    // A loaded machine: the last BYE's scenario (its pause and timewait) may still be running.
    if (csv.split('\n').length > linesAtStart && (anyOpen || lastStat(csv, 'CurrentCall') === 0)) return;
    await sleep(250);
  }
}

/** Until SIPp's screen log holds the main screen's RTP echo counter, at most limitMs. */
async function untilScreenDumped(dir: string, limitMs: number): Promise<void> {
  for (let waited = 0; waited < limitMs; waited += 100) {
    const log = (await readdir(dir)).find((name) => name.endsWith('_screen.log'));
    if (log && echoCounter.test(await readFile(join(dir, log), 'utf8'))) return;
    await sleep(100);
  }
}

const echoCounter = /(\d+) Total echo RTP pckts 1st stream/;

async function stopAndCount(pid: number, dir: string, callerDied: boolean): Promise<SippCounters> {
  // CI once read 206 of 210 dialogs successful, every call's record right. Likely: calls still in
  // their scenario's last steps (pause, timewait) when 15 s of waiting ran out on a starved
  // machine. Up to 30 s now; it returns as soon as none is open.
  await untilNoCallOpen(dir, 30_000, callerDied);
  process.kill(pid, 'SIGUSR2'); // dump the screens (with the RTP echo counter) ...
  // ... written when SIPp's loop next runs: on a starved machine that took more than the
  // 300 ms once given, the quit came first and its own dump lacked the echo counter.
  await untilScreenDumped(dir, 5_000);
  process.kill(pid, 'SIGUSR1'); // ... and quit softly: the dump is flushed at exit
  for (let waited = 0; alive(pid) && waited < (callerDied ? 300 : 2_000); waited += 100) await sleep(100);
  // Dialogs whose caller died (no BYE will come) keep it waiting: a second quit forces the
  // exit, still flushing the dump, where SIGKILL would lose it.
  if (alive(pid)) process.kill(pid, 'SIGUSR1');
  for (let waited = 0; alive(pid) && waited < 3_000; waited += 100) await sleep(100);
  if (alive(pid)) process.kill(pid, 'SIGKILL');
  const files = await readdir(dir);
  const stats = files.find((name) => name.endsWith('_.csv'));
  const incomingCalls = stats ? lastStat(await readFile(join(dir, stats), 'utf8'), 'IncomingCall(C)') : Number.NaN;
  const log = files.find((name) => name.endsWith('_screen.log'));
  const screen = log ? await readFile(join(dir, log), 'utf8') : '';
  await rm(dir, { recursive: true, force: true });
  return {
    successfulCalls: lastNumber(screen, /Successful call\s+\|\s+\d+\s+\|\s+(\d+)/g),
    failedCalls: lastNumber(screen, /Failed call\s+\|\s+\d+\s+\|\s+(\d+)/g),
    echoedRtpPackets: lastNumber(screen, new RegExp(echoCounter.source, 'g')),
    incomingCalls,
  };
}

/** The screen log holds one dump per signal: the last one counts. */
function lastNumber(text: string, pattern: RegExp): number {
  const matches = [...text.matchAll(pattern)];
  return matches.length > 0 ? Number(matches[matches.length - 1][1]) : Number.NaN;
}

/** A cumulative column of the last complete line of SIPp's statistics file (-trace_stat). */
function lastStat(csv: string, column: string): number {
  const lines = csv.split('\n').filter((line) => line.includes(';'));
  const header = lines[0]?.split(';') ?? [];
  const at = header.indexOf(column);
  const last = lines.length > 1 ? lines[lines.length - 1].split(';') : [];
  return at >= 0 && last.length >= header.length - 1 ? Number(last[at]) : Number.NaN;
}
