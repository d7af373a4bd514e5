import type { RoomState } from "@zedfall/shared/src/protocol";
import type { GamePlugin } from "./plugin";
import { h } from "./dom";

/** The game log: one line per logged event in the game's words, with its rule as a chip; it follows new lines unless scrolled up. */
export class GameLog {
  readonly el = h("ol.log#log", { "aria-live": "off" });
  private logged = new WeakSet<object>();
  /** The log follows new lines unless the player scrolled up to read. */
  pinned = true;

  constructor(private plugin: GamePlugin) {
    this.el.addEventListener("scroll", () => {
      this.pinned = this.el.scrollHeight - this.el.scrollTop - this.el.clientHeight < 40;
    });
  }

  /** Adds the lines of the state's log not shown yet (the last 150 stay). */
  update(st: RoomState): void {
    for (const line of st.log.toArray()) {
      if (this.logged.has(line)) continue;
      this.logged.add(line);
      let data: Record<string, unknown> = {};
      try {
        data = JSON.parse(line.data || "{}");
      } catch {
        /* keep the English text */
      }
      const text = this.plugin.describeEvent(st, { ...data, type: line.type, text: line.text });
      this.el.append(h(`li.log-${line.type}`, null, text, line.rule ? h("span.chip", { title: line.rule }, line.rule) : null));
    }
    while (this.el.children.length > 150) this.el.firstChild?.remove();
    if (this.pinned) this.el.scrollTop = this.el.scrollHeight;
  }
}
