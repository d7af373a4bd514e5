import type { WireEvent } from "@zedfall/shared/protocol";
import type { RoomState } from "@zedfall/shared/protocol/schema";
import type { Panel, Point } from "../../shell/plugin";
import { h } from "../../shell/dom";
import { has, t } from "../../shell/i18n";
import { siegeState } from "./state";
import { eventContext, valueWords } from "./words";
import { rollNeed, rollTotal } from "./roll-needs";

/** The combat panel on screen (one game screen at a time), for the events to write into. */
let shown: CombatPanel | null = null;

/**
 * The last combat over the board (siege §4): where, who against whom, the table column and its
 * shift (when the event gives one), the range of a shot, the dice and the result, from the server's events (`roll` with a combat purpose, then the
 * combat's own event). Hidden until a combat happens; closed with its button.
 */
export class CombatPanel implements Panel {
  readonly el = h("div.siege-combat#combat", { role: "status", "aria-live": "polite", hidden: true });
  readonly place = "board" as const;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor() {
    shown = this;
  }

  /** Nothing to do on a state change: the panel follows events only. */
  update(): void {}

  /**
   * Shows one combat's facts from its events, in order (a shot, its roll, its hits; a Hand-to-hand's
   * roll and result): later events add to earlier ones. `at` is the page point of the fight's space,
   * when known: on a phone the panel stands on the board box's other half (siege.css).
   */
  show(room: RoomState, events: WireEvent[], at: Point | null = null): void {
    if (!events.length) return;
    const st = siegeState(room);
    const e: WireEvent = Object.assign({}, ...events);
    const head = events.find((x) => x.type !== "roll") ?? events[0]!;
    const rolled = !events.some((x) => x.type === "handToHand" || x.type === "raidersHandToHand");
    const rows: [string, string][] = [];
    // units named where the fight was (the event's space), not where they stand now
    const ctx = eventContext(room, head);
    const target = typeof e.target === "string" ? st.units.get(e.target) : undefined;
    const where = e.space !== undefined ? valueWords(st, e.space, "space") : "";
    if (where) rows.push([t("siege.combat.where"), where]);
    const unit = e.unit ? valueWords(st, e.unit, "unit", ctx) : "";
    if (unit) rows.push([t("siege.combat.unit"), unit]);
    if (e.zeds) rows.push([t("siege.combat.zeds"), valueWords(st, e.zeds, "zeds", ctx)]);
    if (e.raiders) rows.push([t("siege.combat.raiders"), valueWords(st, e.raiders, "raiders", ctx)]);
    if (e.target) rows.push([t("siege.combat.target"), valueWords(st, e.target, "target", ctx)]);
    if (e.range !== undefined) rows.push([t("siege.combat.range"), String(e.range)]);
    if (e.column !== undefined) rows.push([t("siege.combat.column"), has(`siege.column.${String(e.column)}`) ? t(`siege.column.${String(e.column)}`) : String(e.column)]);
    if (typeof e.shift === "number") rows.push([t("siege.combat.shift"), `${e.shift > 0 ? "+" : ""}${e.shift}`]);
    // what the roll needed (the rules' need on the roll event), then the dice read against it
    const rolls = events.filter((x) => x.type === "roll");
    const need = rolls.length ? rollNeed(rolls[rolls.length - 1]!) : null;
    if (need) rows.push([t("siege.combat.needs"), need]);
    if (Array.isArray(e.dice)) rows.push([t("siege.combat.dice"), (e.dice as number[]).join(" + ") + (rolls.length ? rollTotal(rolls[rolls.length - 1]!) : "")]);
    // who took the hits: a shot's hits go to its target; a Hand-to-hand's to both sides
    if (e.type === "gunfireHits") rows.push([t("siege.combat.hits"), t("siege.combat.shotHits", { who: target ? valueWords(st, e.target, "target", ctx) : t("siege.combat.theZeds"), count: Number(e.hits) })]);
    if (!rolled) {
      // a fight with Raiders (§4.1): their hits, and those of the Zeds or the unit they fought
      if (e.raidersHits !== undefined) {
        const other = e.zedsHits !== undefined ? t("siege.combat.zedsTook", { count: Number(e.zedsHits) }) : t("siege.combat.took", { who: unit, count: Number(e.unitHits ?? 0) });
        rows.push([t("siege.combat.hits"), `${t("siege.combat.took", { who: t("siege.combat.theRaiders"), count: Number(e.raidersHits) })}, ${other}`]);
      } else if (e.zedsHits !== undefined)
        rows.push([
          t("siege.combat.hits"),
          `${t("siege.combat.zedsTook", { count: Number(e.zedsHits) })}, ${t("siege.combat.took", { who: unit || t("siege.combat.theDefenders"), count: Number(e.playerHits ?? 0) })}`,
        ]);
      if (e.loser) rows.push([t("siege.combat.result"), has(`siege.loser.${String(e.loser)}`) ? t(`siege.loser.${String(e.loser)}`) : String(e.loser)]);
    }
    const kind = head.type === "roll" ? String(head.purpose) : head.type === "fire" || head.type === "gunfireHits" ? "gunfire" : head.type;
    this.el.replaceChildren(
      h("h3", null, has(`siege.purpose.${kind}`) ? t(`siege.purpose.${kind}`) : kind, e.rule ? h("span.rule", null, ` [${e.rule}]`) : null),
      h("dl", null, ...rows.flatMap(([k, v]) => [h("dt", null, k), h("dd", null, v)])),
      h("button.close", { "aria-label": t("game.cancel"), onclick: () => (this.el.hidden = true) }, "×"),
    );
    // the half of the board box away from the fight's space: the left one for a fight on the right half, else the right one
    const box = this.el.parentElement?.getBoundingClientRect();
    this.el.dataset.side = at && box && at.x > box.left + box.width / 2 ? "left" : "right";
    this.el.hidden = false;
    // on a phone the panel stands over much of the board: it leaves by itself (the log keeps the fight)
    clearTimeout(this.timer);
    if (matchMedia("(max-width: 800px)").matches) this.timer = setTimeout(() => (this.el.hidden = true), 6000);
  }

  /** Hides the panel (its fight is over: a new phase began). */
  hide(): void {
    clearTimeout(this.timer);
    this.el.hidden = true;
  }

  /** Forgets the panel (the game screen is being replaced). */
  destroy(): void {
    clearTimeout(this.timer);
    if (shown === this) shown = null;
  }
}

/** Hides the combat panel on screen, if any (its fight is older than the phase now). */
export function hideCombat(): void {
  shown?.hide();
}

/** Writes one combat's events into the panel on screen, if any; `at` is the page point of the fight's space. */
export function showCombat(room: RoomState, events: WireEvent[], at: Point | null = null): void {
  shown?.show(room, events, at);
}
