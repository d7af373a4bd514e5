import type { RoomState, WireEvent } from "@zedfall/shared/src/protocol";
import type { GamePlugin } from "./plugin";
import { h } from "./dom";
import { ruleChip } from "./rules";

/** How many lines the log list keeps on the page (the connection keeps every event). */
const LOG_KEEP = 150;

/** Where the log's events come from: the connection's list, replaced wholesale when `version` changes. */
export interface LogSource {
  readonly log: readonly WireEvent[];
  readonly logVersion: number;
}

/**
 * The game log: one line per event (from `history` and `events`) in the game's words, with its
 * rule as a chip that opens the game's rules there; it follows new lines unless scrolled up.
 */
export class GameLog {
  readonly el = h("ol.log#log", { "aria-live": "off" });
  /** The source's version drawn, and how many of its events are drawn. */
  private version = -1;
  private shown = 0;
  /** The log follows new lines unless the player scrolled up to read. */
  pinned = true;

  constructor(private plugin: GamePlugin) {
    this.el.addEventListener("scroll", () => {
      this.pinned = this.el.scrollHeight - this.el.scrollTop - this.el.clientHeight < 40;
    });
  }

  /** Draws the source's events not drawn yet; after a replacement (`history`), redraws the list (its last LOG_KEEP lines). */
  update(src: LogSource, st: RoomState): void {
    // read before the list changes: removing old lines or a resize must not unpin a reader at the end
    const follow = this.pinned || this.el.scrollHeight - this.el.scrollTop - this.el.clientHeight < 40;
    if (src.logVersion !== this.version || src.log.length < this.shown) {
      this.version = src.logVersion;
      this.el.replaceChildren();
      this.shown = Math.max(0, src.log.length - LOG_KEEP);
    }
    if (this.shown === src.log.length) return;
    const lines = src.log.slice(this.shown).map((e) => this.line(st, e));
    this.shown = src.log.length;
    this.el.append(...lines);
    while (this.el.children.length > LOG_KEEP) this.el.firstChild?.remove();
    if (!follow) return;
    this.pinned = true;
    this.el.scrollTop = this.el.scrollHeight;
    // the panel may still grow or shrink in this frame (hand, action list): follow once it has
    requestAnimationFrame(() => (this.el.scrollTop = this.el.scrollHeight));
  }

  private line(st: RoomState, e: WireEvent): HTMLElement {
    let text = e.text;
    try {
      text = this.plugin.describeEvent(st, e);
    } catch {
      /* keep the server's English */
    }
    return h(`li.log-${e.type}`, { dataset: { type: e.type } }, text, e.rule ? ruleChip(this.plugin.rules, e.rule) : null);
  }
}
