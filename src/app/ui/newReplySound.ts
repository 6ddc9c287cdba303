/**
 * The new-reply sound (the SMS chat's setting newMessageSound, and every incoming WhatsApp
 * message's notification, section 9): a short two-tone beep made by WebAudio,
 * so the product ships no audio file. One context for the page's life: browsers cap how many
 * may be open. Where audio is unavailable or not yet allowed (no click on the page so far),
 * nothing plays and nothing fails.
 */
type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  const Context = (window as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass }).AudioContext ?? (window as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  if (!Context) return null;
  context = new Context();
  return context;
}

const tone = (ctx: AudioContext, frequency: number, start: number, seconds: number) => {
  const oscillator = ctx.createOscillator();
  const gain = ctx.createGain();
  oscillator.frequency.value = frequency;
  gain.gain.setValueAtTime(0.12, start);
  gain.gain.exponentialRampToValueAtTime(0.001, start + seconds);
  oscillator.connect(gain).connect(ctx.destination);
  oscillator.start(start);
  oscillator.stop(start + seconds);
};

export function playNewReplySound(): void {
  try {
    const ctx = audioContext();
    if (!ctx) return;
    void ctx.resume().catch(() => undefined);
    tone(ctx, 880, ctx.currentTime, 0.12);
    tone(ctx, 1320, ctx.currentTime + 0.13, 0.15);
  } catch {
    // A sound is a courtesy: a browser that refuses it loses nothing else.
  }
}
