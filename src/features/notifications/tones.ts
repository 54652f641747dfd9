// Notification sounds made with WebAudio (no audio files to ship): two short soft notes per event
// type. Only while the tab is visible (seed 000 §4); a browser that blocks audio before the first
// click simply stays silent.
let context: AudioContext | undefined;

const NOTE_SECONDS = 0.12;
const VOLUME = 0.12;

export function playNotes(notes: readonly number[]): void {
  if (document.visibilityState !== 'visible' || typeof window.AudioContext !== 'function') return;
  context ??= new window.AudioContext();
  const audio = context;
  if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
  notes.forEach((frequency, index) => {
    const start = audio.currentTime + index * NOTE_SECONDS;
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(VOLUME, start + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + NOTE_SECONDS);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start);
    oscillator.stop(start + NOTE_SECONDS);
  });
}
