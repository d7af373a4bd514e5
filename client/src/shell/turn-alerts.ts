import { t } from "./i18n";
import { h, toast } from "./dom";

/** Where the sound choice is kept (`"1"`: on); absent: off, the default. */
const SOUND_KEY = "zedfall:turn-sound";

/** A turn that began for this browser's seat while its tab was hidden. */
export interface HiddenTurn {
  gameId: string;
}

const hooks = new Set<(turn: HiddenTurn) => void>();
let audio: AudioContext | null = null;

/** Whether the "your turn" sound is on (off until the player turns it on; kept in localStorage). */
export function turnSoundOn(): boolean {
  return localStorage.getItem(SOUND_KEY) === "1";
}

/** Turns the "your turn" sound on or off, and remembers it. */
export function setTurnSound(on: boolean): void {
  if (on) localStorage.setItem(SOUND_KEY, "1");
  else localStorage.removeItem(SOUND_KEY);
}

/**
 * The page's audio context, made or resumed. Browsers let a page start sound only after a click or
 * key on it: the toggle's click unlocks it, and so does the first click of a page that loads with
 * the sound already on (see turnAlertControls).
 */
function audioContext(): AudioContext | null {
  try {
    audio ??= new AudioContext();
    if (audio.state === "suspended") void audio.resume();
    return audio;
  } catch {
    return null;
  }
}

/** Two short rising tones (0.3 s in all, quiet), made by WebAudio: no file to fetch. */
function beep(): void {
  const ctx = audioContext();
  if (!ctx) return;
  const at = ctx.currentTime;
  for (const [i, freq] of [660, 880].entries()) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = "sine";
    osc.frequency.value = freq;
    const start = at + i * 0.15;
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.2, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.14);
    osc.connect(gain).connect(ctx.destination);
    osc.start(start);
    osc.stop(start + 0.15);
  }
}

/**
 * Adds something to do when this browser's seat may act and its tab is hidden (a browser
 * notification, for one); returns how to remove it. The hooks run after the sound, each on its own
 * (one that throws does not stop the others).
 */
export function onYourTurnWhileHidden(hook: (turn: HiddenTurn) => void): () => void {
  hooks.add(hook);
  return () => void hooks.delete(hook);
}

/**
 * Your turn began while the tab is hidden (tab-badge.ts calls it when the open game's seat starts
 * to act and `document.hidden`): the short sound when it is on, then every hook of
 * onYourTurnWhileHidden. Never says anything of the game but its id.
 */
export function yourTurnBeganWhileHidden(turn: HiddenTurn): void {
  if (turnSoundOn()) beep();
  for (const hook of [...hooks]) {
    try {
      hook(turn);
    } catch {
      // one hook's failure is its own; the others still run
    }
  }
}

/** A speaker drawn in the text colour: with sound waves when on, crossed out when off. */
function speakerSvg(on: boolean): string {
  const rest = on
    ? `<path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>`
    : `<path d="M16 9l6 6M22 9l-6 6" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>`;
  return `<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><path d="M3 9v6h4l5 4V5L7 9H3z" fill="currentColor"/>${rest}</svg>`;
}

/**
 * The game screen's turn alert settings, in the top bar: the sound toggle (a button with
 * aria-pressed, its words in English and Russian). Other alert buttons (notifications) go into the
 * same box (`#turn-alerts`). A click says the new setting in a toast, and one that turns the sound
 * on plays it once, so the player hears it.
 */
export function turnAlertControls(): HTMLElement {
  const button = h("button.sound-toggle#sound-toggle", { type: "button" });
  const draw = (on: boolean) => {
    const label = t(on ? "alerts.soundOn" : "alerts.soundOff");
    button.setAttribute("aria-pressed", String(on));
    button.title = label;
    button.setAttribute("aria-label", label);
    button.innerHTML = speakerSvg(on);
  };
  draw(turnSoundOn());
  button.addEventListener("click", () => {
    const on = !turnSoundOn();
    setTurnSound(on);
    draw(on);
    // the button has no words of its own (a phone shows no tooltip): the new setting is said once
    toast(t(on ? "alerts.soundOn" : "alerts.soundOff"));
    if (on) beep();
  });
  if (turnSoundOn()) document.addEventListener("pointerdown", () => audioContext(), { once: true });
  return h("span.turn-alerts#turn-alerts", null, button);
}
