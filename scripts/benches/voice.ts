/**
 * voice.concurrent-200-rtp-late-p99: 200 simultaneous 6-second calls from one process to SIPp
 * (testPeers/callee.xml) through the SIP voice provider; the 99th percentile of how late an RTP
 * packet left against its due time (start + i·20 ms). voice.concurrent-200-completed: how many
 * of the 200 completed. SIPp's own echo count is checked against the packets sent: SIPp reads its
 * echo socket with the default 208 KiB buffer (-rtp_buffsize does not reach it), so on a busy
 * machine the kernel may drop a few packets there; those are counted (RcvbufErrors in
 * /proc/net/snmp) and printed, and the bench fails only on a loss the kernel does not explain.
 * Runnable alone: node -r esbuild-register scripts/benches/voice.ts
 */
import { cpuUsage } from 'node:process';
import { SipVoiceProvider } from '../../src/server/messaging/voice/sipProvider';
import { startSippCallee, testTrunk, toneAudio, udpReceiveBufferDrops } from '../../src/server/messaging/voice/testPeers';

type Print = (name: string, value: string | number, unit: string) => void;

const calls = 200;
const seconds = 6;

export async function benchVoice(print: Print): Promise<void> {
  const audio = toneAudio(seconds);
  const callee = await startSippCallee();
  // All 200 dialled within a second, so they all play at the same time.
  const provider = new SipVoiceProvider(testTrunk(callee, { channels: calls, callsPerSecond: 400 }));
  await provider.start();
  try {
    const dropsBefore = udpReceiveBufferDrops();
    const cpuBefore = cpuUsage();
    const started = performance.now();
    const outcomes = await Promise.all(Array.from({ length: calls }, (_, i) => provider.call({ messageId: i + 1, from: '972501234567', to: `97250${String(i).padStart(7, '0')}`, audio })));
    const elapsedMs = performance.now() - started;
    const cpu = cpuUsage(cpuBefore);
    const lateness = provider.rtpLateness();
    await provider.stop();
    const counters = await callee.stop();
    const completed = outcomes.filter((outcome) => outcome.status === 'completed').length;
    const kernelDrops = udpReceiveBufferDrops() - dropsBefore;
    const missing = lateness.packets - counters.echoedRtpPackets;
    if (missing > kernelDrops) throw new Error(`SIPp echoed ${counters.echoedRtpPackets} RTP packets, the provider sent ${lateness.packets}; the kernel dropped ${kernelDrops}`);
    print('voice.concurrent-200-rtp-late-p99', lateness.p99Ms.toFixed(1), 'ms');
    print('voice.concurrent-200-rtp-late-p50', lateness.p50Ms.toFixed(1), 'ms');
    print('voice.concurrent-200-completed', completed, 'calls');
    print('voice.concurrent-200-rtp-received-by-sipp', `${counters.echoedRtpPackets}/${lateness.packets}`, 'packets');
    print('voice.concurrent-200-cpu', ((100 * (cpu.user + cpu.system)) / 1_000 / elapsedMs).toFixed(0), '% of one core');
  } finally {
    await provider.stop();
    await callee.stop();
  }
}

if (require.main === module) {
  benchVoice((name, value, unit) => console.log(`bench ${name}: ${value} ${unit}`)).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
