import { has, t } from "./i18n";
import type { Connection, ReplayMessage } from "./connection";
import { h } from "./dom";
import type { GamePlugin } from "./plugin";

/**
 * The controls of a finished game's replay (`/replay/<gameId>`), under the board: to the start,
 * step back, step forward, to the end (keys Home, ←, →, End), a slider, "jump to turn", the
 * action of the step, and every hidden part of the game at that step (the game is over, nothing
 * is secret any more).
 */
export class ReplayBar {
  readonly el = h("section.replaybar#replay", { "aria-label": t("replay.heading") });
  private stepLabel = h("span.replay-step#replay-step", { role: "status" });
  private slider = h("input#replay-slider", { type: "range", min: 0, value: 0, "aria-label": t("replay.heading") }) as HTMLInputElement;
  private turns = h("select#replay-turn", { "aria-label": t("replay.turn") }) as HTMLSelectElement;
  private actionEl = h("p.replay-action#replay-action");
  private hiddenEl = h("div.replay-hidden#replay-hidden");
  private turnsKey = "";
  /** The step last asked for with `goto` while the server has not shown it yet (null: none pending). */
  private wanted: number | null = null;

  constructor(
    private conn: Connection,
    private plugin: GamePlugin,
  ) {
    const btn = (id: string, label: string, text: string, to: () => number) =>
      h(`button.replay-btn#${id}`, { title: label, "aria-label": label, onclick: () => this.go(to()) }, text);
    const m = () => conn.replay!;
    this.slider.addEventListener("input", () => this.go(Number(this.slider.value)));
    this.turns.addEventListener("change", () => this.go(Number(this.turns.value)));
    this.el.append(
      h(
        "div.replay-controls",
        null,
        h("strong", null, t("replay.heading")),
        btn("replay-first", t("replay.first"), "|◀", () => 0),
        btn("replay-prev", t("replay.prev"), "◀", () => this.at() - 1),
        btn("replay-next", t("replay.next"), "▶", () => this.at() + 1),
        btn("replay-last", t("replay.last"), "▶|", () => m().total),
        this.slider,
        this.stepLabel,
        h("label", null, t("replay.turn"), " ", this.turns),
      ),
      this.actionEl,
      h("details.replay-details", { open: true }, h("summary", null, t("replay.hidden")), this.hiddenEl),
    );
    document.addEventListener("keydown", (e) => {
      if (!this.el.isConnected || (e.target as HTMLElement).tagName === "INPUT" || (e.target as HTMLElement).tagName === "SELECT") return;
      const keys: Record<string, () => number> = { ArrowRight: () => this.at() + 1, ArrowLeft: () => this.at() - 1, Home: () => 0, End: () => m().total };
      if (keys[e.key]) {
        e.preventDefault();
        this.go(keys[e.key]!());
      }
    });
  }

  private go(step: number): void {
    const m = this.conn.replay;
    if (!m) return;
    const to = Math.max(0, Math.min(m.total, step));
    if (to === (this.wanted ?? m.step)) return;
    this.wanted = to;
    this.conn.goto(to);
  }

  /** The step the viewer is heading to: the last one asked for until the server shows it, else the one shown (quick presses add up instead of repeating one step). */
  private at(): number {
    return this.wanted ?? this.conn.replay!.step;
  }

  /** Shows the replay message of the current step. */
  update(m: ReplayMessage): void {
    if (m.step === this.wanted) this.wanted = null;
    this.slider.max = String(m.total);
    this.slider.value = String(m.step);
    this.stepLabel.textContent = t("replay.step", { step: m.step, total: m.total });
    const key = `${m.gameId}:${m.turns.length}`;
    if (key !== this.turnsKey) {
      this.turnsKey = key;
      this.turns.replaceChildren(
        ...m.turns.map((tu) => h("option", { value: String(tu.step) }, t("replay.turnOption", { round: tu.round, phase: has(`phase.${tu.phase}`) ? t(`phase.${tu.phase}`) : tu.phase }))),
      );
    }
    const current = [...m.turns].reverse().find((tu) => tu.step <= m.step);
    if (current) this.turns.value = String(current.step);
    this.actionEl.textContent = m.action ? t("replay.action", { seat: m.seat && has(`seat.${m.seat}`) ? t(`seat.${m.seat}`) : m.seat ?? "", action: this.plugin.describeAction(this.conn.state, m.action) }) : "";
    this.hiddenEl.replaceChildren(
      ...this.plugin.describeHidden(m.hidden).map((part) => h("div.hidden-part", null, h("h3", null, part.label), h("p", null, part.items.length ? part.items.join(", ") : t("replay.none")))),
    );
  }
}
