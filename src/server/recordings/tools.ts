/**
 * The two programs recordings are made with, Debian's sox (with libsox-fmt-mp3) and
 * espeak-ng, run without a shell: the arguments are an array, the user's text goes in a
 * file, and every run works in its own private temporary folder that is removed afterwards.
 * A program that hangs is killed at its time limit, so a hostile file cannot hold a worker.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';

/** Why a recording could not be made; the handlers answer their contract's failure code. */
export class RecordingFailed extends Error {}

/** Converting a 6 MB mp3 takes about a quarter of a second here; a minute is a hung program. */
export const toolTimeoutMs = 60_000;

/**
 * At most one conversion a core at a time: a burst of uploads waits its turn instead of
 * starting a sox per request and starving the API and the calls' RTP pacing of CPU.
 */
export const maxRunningTools = Math.max(1, availableParallelism());
let running = 0;

/** How many programs run now (for the test of the limit). */
export const runningTools = (): number => running;
const waiting: Array<() => void> = [];

async function turn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= maxRunningTools) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next waiter, so `running` stays counted.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

export function runTool(program: 'sox' | 'espeak-ng', args: string[], timeoutMs = toolTimeoutMs): Promise<void> {
  return turn(() => execute(program, args, timeoutMs));
}

function execute(program: string, args: string[], timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(program, args, { timeout: timeoutMs, killSignal: 'SIGKILL', maxBuffer: 1024 * 1024, windowsHide: true }, (error, _stdout, stderr) => {
      if (error) reject(new RecordingFailed(`${program} failed: ${error.message} ${String(stderr).slice(0, 500)}`));
      else resolve();
    });
  });
}

/** Runs `work` in a fresh folder only this process can read, removed whatever happens. */
export async function inPrivateFolder<T>(work: (folder: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(join(tmpdir(), 'recording-'));
  try {
    return await work(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
