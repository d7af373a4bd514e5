/**
 * How long after the click that armed an action a second click on it counts as the same
 * double-click, not as its confirmation (ms): a double-click on Done sent it at once, its
 * confirmation skipped.
 */
export const CONFIRM_GAP_MS = 500;

/** What a press of an action that needs a confirming second click did. */
export type Press = "armed" | "ignored" | "confirmed";

/**
 * The confirming second click of an end or a warned action (game.ts): the first press arms the
 * action; a press of the same action at least CONFIRM_GAP_MS later confirms it; one sooner is the
 * rest of a double-click and is ignored; a press of another action arms that one instead.
 */
export class ConfirmGate {
  private armedKey: string | null = null;
  private armedAt = 0;

  constructor(private readonly now: () => number = () => Date.now()) {}

  /** The key of the armed action, or null. */
  get armed(): string | null {
    return this.armedKey;
  }

  /** A press of the action with key `key`: arms it, confirms it (and disarms), or ignores it (see the class). */
  press(key: string): Press {
    const t = this.now();
    if (this.armedKey !== key) {
      this.armedKey = key;
      this.armedAt = t;
      return "armed";
    }
    if (t - this.armedAt < CONFIRM_GAP_MS) return "ignored";
    this.armedKey = null;
    return "confirmed";
  }

  /** Forgets the armed action (the legal list changed, an action was sent). */
  reset(): void {
    this.armedKey = null;
  }
}
