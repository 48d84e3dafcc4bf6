// One context for the page's life: browsers limit how many may exist.
let context: AudioContext | undefined;

/**
 * A short two-note chime made with the Web Audio API (docs/product.md#notifications: a sound when the unread count rises),
 * so no audio file ships. Silently does nothing where audio is unavailable or not yet allowed.
 */
export function playChime(): void {
  try {
    context ??= new AudioContext();
    if (context.state === 'suspended') context.resume().catch(() => undefined);
    const start = context.currentTime;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.setValueAtTime(880, start);
    oscillator.frequency.setValueAtTime(1320, start + 0.12);
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.2, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.35);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start);
    oscillator.stop(start + 0.4);
  } catch {
    // Sound is a courtesy; the badge already shows the count.
  }
}
