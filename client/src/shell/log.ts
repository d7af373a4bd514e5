import type { WireEvent } from "@zedfall/shared/protocol";
import type { RoomState } from "@zedfall/shared/protocol/schema";
import type { GamePlugin } from "./plugin";
import { h } from "./dom";
import { ruleChip } from "./rules";
import { t } from "./i18n";
import type { LogBook } from "./log-book";

/**
 * How many lines the log list keeps on the page (the connection keeps every event): enough for a
 * whole game (20 solo greedy games of the co-op game logged 1,007 lines on average, 1,787 at most), so a player can scroll back to round 1; a
 * tester could not with 150. The list is plain text lines, cheap at this size.
 */
const LOG_KEEP = 3000;


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

  /**
   * Draws the book's events not drawn yet; after a change of lines already drawn (a `history`, an
   * undo's marks), redraws the list (its last LOG_KEEP lines).
   */
  update(book: LogBook, st: RoomState): void {
    const src = book.events;
    // read before the list changes: removing old lines or a resize must not unpin a reader at the end
    const follow = this.pinned || this.el.scrollHeight - this.el.scrollTop - this.el.clientHeight < 40;
    if (book.version !== this.version || src.length < this.shown) {
      this.version = book.version;
      this.el.replaceChildren();
      this.shown = Math.max(0, src.length - LOG_KEEP);
    }
    if (this.shown === src.length) return;
    const lines = src.slice(this.shown).map((e) => this.line(st, e, book.isUndone(e)));
    this.shown = src.length;
    this.el.append(...lines);
    while (this.el.children.length > LOG_KEEP) this.el.firstChild?.remove();
    if (!follow) return;
    this.pinned = true;
    this.el.scrollTop = this.el.scrollHeight;
    // the panel may still grow or shrink in this frame (hand, action list): follow once it has
    requestAnimationFrame(() => (this.el.scrollTop = this.el.scrollHeight));
  }

  /** One line; a line of an action taken back since is struck through and says so. */
  private line(st: RoomState, e: WireEvent, undone: boolean): HTMLElement {
    let text: string;
    try {
      text = this.plugin.describeEvent(st, e);
    } catch {
      // an event whose data the words cannot read (a bug of the words): its type, never nothing
      text = e.type;
    }
    const chip = e.rule ? ruleChip(this.plugin.rules, e.rule) : null;
    if (!undone) return h(`li.log-${e.type}`, { dataset: { type: e.type } }, text, chip);
    return h(`li.log-${e.type}.undone`, { dataset: { type: e.type, undone: "1" } }, h("s", null, text), chip, h("span.undone-mark", null, ` ${t("game.undone")}`));
  }
}
