/** A short two-tone chime made with the Web Audio API, so no sound file has to be shipped. */
let context: AudioContext | undefined;

function audioContext(): AudioContext | undefined {
  const Ctor = typeof window !== 'undefined' && 'AudioContext' in window ? window.AudioContext : undefined;
  if (!Ctor) return undefined;
  context ??= new Ctor();
  return context;
}

export function playNotificationSound(): void {
  try {
    const ctx = audioContext();
    if (!ctx) return;
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
    const start = ctx.currentTime;
    [880, 1320].forEach((frequency, index) => {
      const oscillator = ctx.createOscillator();
      const gain = ctx.createGain();
      const at = start + index * 0.12;
      oscillator.type = 'sine';
      oscillator.frequency.setValueAtTime(frequency, at);
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.18, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.18);
      oscillator.connect(gain).connect(ctx.destination);
      oscillator.start(at);
      oscillator.stop(at + 0.2);
    });
  } catch {
    // Browsers may refuse audio before the first user gesture; the badge still shows.
  }
}

/** SPEC.md §4: the sound plays when the count is above 0 and the update is not silent. */
export function shouldPlaySound(count: number, silent: boolean | undefined): boolean {
  return count > 0 && silent !== true;
}
