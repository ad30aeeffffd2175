/** A short two-tone chime (Web Audio; silent where there is none). */
export function playChime(): void {
  const Context = window.AudioContext;
  if (!Context) return;
  const context = new Context();
  const gain = context.createGain();
  gain.connect(context.destination);
  gain.gain.setValueAtTime(0.15, context.currentTime);
  gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + 0.45);
  [880, 1320].forEach((frequency, i) => {
    const tone = context.createOscillator();
    tone.frequency.value = frequency;
    tone.connect(gain);
    tone.start(context.currentTime + i * 0.12);
    tone.stop(context.currentTime + 0.45);
  });
  setTimeout(() => void context.close(), 600);
}
