import type { SiegeRoomState } from "@zedfall/shared/protocol/schema";
import type { Panel, PanelContext } from "../../shell/plugin";
import { h } from "../../shell/dom";
import { iconSvg } from "../../shell/icons";
import { has, t } from "../../shell/i18n";
import { deciders, openDecision, siegeState } from "./state";
import { cardName, playerName, rumorName, trackName, unitName, valueWords } from "./words";
import { cardText } from "./card-texts";

/**
 * The open decision's question: the words of what it asks (`siege.ask.<key>`) with its params
 * worded (units and spaces by name, the Amulet's roll by its purpose); a decision stored before
 * asks were keys, or one without words, by its purpose after its unit's name; null for none.
 */
export function question(st: SiegeRoomState): string | null {
  const d = openDecision(st);
  if (!d) return null;
  if (d.key && has(`siege.ask.${d.key}`)) return t(`siege.ask.${d.key}`, askParams(st, d.params));
  // the Mystic Amulet's window carries its roll's purpose (a Save, a fight), but what it asks is the Amulet's
  const key = d.kind === "amulet" ? "siege.decision.amulet" : `siege.decision.${d.purpose || d.kind}`;
  if (!has(key)) return null;
  const u = d.unit ? st.units.get(d.unit) : undefined;
  return u ? `${unitName(u)}: ${t(key)}` : t(key);
}

/** A decision's params (JSON) in words: each value by valueWords under its name, a roll by its purpose's words (the Amulet's window); {} for none. */
function askParams(st: SiegeRoomState, json: string): Record<string, string> {
  let params: Record<string, unknown> = {};
  try {
    params = json ? (JSON.parse(json) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
  const words: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) words[k] = k === "roll" ? rollWords(String(v)) : valueWords(st, v, k);
  return words;
}

/** A roll in the words of the Amulet's question (by its purpose): its own words, else its purpose's with "roll". */
function rollWords(purpose: string): string {
  if (has(`siege.amuletRoll.${purpose}`)) return t(`siege.amuletRoll.${purpose}`);
  return t("siege.amuletRollOther", { purpose: has(`siege.purpose.${purpose}`) ? t(`siege.purpose.${purpose}`) : purpose });
}

/** The phases of a round in the printed order (siege §2), for the card's boxes. */
const PHASES = ["4r", "infection", "eat", "zeds", "action"] as const;

/** One resource of the strip: icon, name, value and its range. */
function meter(icon: string, key: string, value: number, max: number | null): HTMLElement {
  return h(
    `div.meter.meter-${key}`,
    { title: t(`siege.term.${key}`), dataset: { meter: key } },
    h("span.icon", { html: iconSvg(icon, 16) }),
    h("span.meter-name", null, t(`siege.term.${key}`)),
    h("strong.meter-value", null, max === null ? String(value) : `${value}/${max}`),
  );
}

/** The five phase boxes of the current Event card (§2.1): what each phase does this round; the running phase lit. */
function cardBoxes(st: SiegeRoomState): HTMLElement {
  const e = st.event;
  const zeds = e.zeds.toArray();
  const value: Record<(typeof PHASES)[number], string> = {
    "4r": String(e.fourR),
    infection: e.outbreakRoll ? t("siege.box.outbreak") : "–",
    eat: e.eat === "die" ? t("siege.box.die") : e.eat,
    zeds: zeds.length === 1 && ["all", "none", "fate-twice"].includes(zeds[0]!) ? t(`siege.box.zeds_${zeds[0]}`) : zeds.map(trackName).join(", "),
    action: String(e.actions),
  };
  return h(
    "ol.card-boxes",
    null,
    ...PHASES.map((p) => h(`li.box${st.phase === p ? ".now" : ""}`, { dataset: { phase: p } }, h("span.box-name", null, t(`phase.${p}`)), h("span.box-value", null, value[p]))),
  );
}

/** The phases of a round before and during the Zeds phase: while one runs, the round's Zeds Pressure is still to come. */
const BEFORE_PRESSURE = ["draw", "4r", "infection", "eat", "zeds"];

/** The Event card whose whole text the player opened with a tap (a phone shows one line of it until then), or null. */
let openText: string | null = null;

/** The current Event card: its title, the Zeds Pressure icon when it carries one (siege G31), its five phase boxes, its text (§6.3, §6.4). */
function eventCard(st: SiegeRoomState): HTMLElement {
  const e = st.event;
  if (!e.id) return h("div.event-card.empty", null, t("siege.noCard"));
  const icon = e.pressureIcon ? h("span.pressure-icon", { title: t("siege.pressureIcon"), "aria-label": t("siege.pressureIcon"), html: iconSvg("push", 16) }) : null;
  const text = cardText(e.id);
  return h(
    "div.event-card",
    { dataset: { card: e.id, colour: e.colour } },
    h("strong.card-title", null, cardName(e.id), icon ? " " : null, icon),
    cardBoxes(st),
    text
      ? h(
          openText === e.id ? "p.card-text.open" : "p.card-text",
          {
            title: text,
            onclick: (ev: Event) => {
              openText = openText === e.id ? null : e.id;
              (ev.currentTarget as HTMLElement).classList.toggle("open", openText === e.id);
            },
          },
          text,
        )
      : null,
  );
}

/** The line saying that Zeds Pressure comes this round and how many moves (the server's count, G31), while it is still to come; null otherwise. */
function pressureLine(st: SiegeRoomState): HTMLElement | null {
  if (st.stage !== "play" || !st.event.pressure || !BEFORE_PRESSURE.includes(st.phase)) return null;
  return h("p.pressure-coming", null, h("span.icon", { html: iconSvg("push", 14) }), " ", t("siege.pressureComing", { count: st.event.pressure }));
}

/** Who decides now and about what: the open decision's seats and purpose, else the seats that may act. */
function decisionLine(st: SiegeRoomState, mySeat: string | null): HTMLElement {
  if (st.stage === "over") return h("p.decision#decision", null, t("game.over"));
  const d = openDecision(st);
  const who = deciders(st);
  const names = who.map((s) => (s === mySeat ? t("siege.you") : playerName(st, s))).join(", ");
  const what = d ? (question(st) ?? d.kind) : "";
  return h(
    `p.decision${who.includes(mySeat ?? "") ? ".mine" : ""}#decision`,
    null,
    who.length ? t(what ? "siege.decides" : "siege.acts", { who: names, what }) : t("siege.nobody"),
  );
}

/**
 * Why the bot seats have not said done in the Action phase while people may still act: they leave
 * the team's Event Actions, Ammo and Supplies to the people and spend what is left once every person
 * is done (the server's bot, README "How to play (Siege)" item 3). Null when no bot waits on a person.
 */
function botsWait(st: SiegeRoomState, mySeat: string | null): HTMLElement | null {
  if (st.stage !== "play" || st.phase !== "action" || openDecision(st)) return null;
  const people: string[] = [];
  let bots = 0;
  st.turns.forEach((turn, seat) => {
    if (turn.done) return;
    if (st.seats.get(seat)?.kind === "bot") bots++;
    else people.push(seat);
  });
  if (!bots || !people.length) return null;
  if (mySeat && people.includes(mySeat)) return h("p.bots-wait", null, t("siege.botsWaitYou"));
  return h("p.bots-wait", null, t("siege.botsWait", { who: people.map((s) => playerName(st, s)).join(", ") }));
}

/**
 * The round strip above the board (docs/development/client.md, "Visual language"): the resource tracks (Supplies, Ammo, Infection
 * 0–13, the Action track, the Chaos pool), the Raiders and V.I.P. Survivors on the map while there are any, the current Event card with its five phase boxes
 * and its Zeds Pressure icon, a line while the round's Zeds Pressure is still to come (G31), the
 * Keep hand and the Secure rumors, whose decision it is, and each seat's *done* in the Action phase.
 */
export class RoundPanel implements Panel {
  readonly el = h("div.siege-round#round-strip");
  readonly place = "board" as const;
  /** Keeps the board below the strip (the strip is not drawn over the board's top row). */
  private resize = new ResizeObserver(() => this.makeRoom());

  constructor() {
    this.resize.observe(this.el);
  }

  /** Redraws the strip from the state. */
  update({ state, mySeat }: PanelContext): void {
    const st = siegeState(state);
    if (state.stage === "lobby") {
      this.el.hidden = true;
      this.makeRoom();
      return;
    }
    this.el.hidden = false;
    const tr = st.tracks;
    const done: HTMLElement[] = [];
    // a seat's chip: its name, the lead marked, and its *done* while there is one to say (the Action phase, or said done)
    st.turns.forEach((turn, seat) => {
      const said = turn.done ? t("siege.done") : st.phase === "action" ? t("siege.notDone") : "";
      const name = `${playerName(st, seat)}${seat === st.lead ? ` (${t("siege.term.lead")})` : ""}`;
      done.push(h(`span.seat-done${turn.done ? ".is-done" : ""}`, { dataset: { seat } }, said ? `${name}: ${said}` : name));
    });
    // the third side and the V.I.P. Survivors on the map (§3.3), counted while there are any
    let raiders = 0;
    let vips = 0;
    st.units.forEach((u) => {
      if (u.side === "raiders") raiders++;
      else if (u.def === "vip" && u.space.includes(":")) vips++;
    });
    const extra = [...(raiders ? [meter("bandit", "raiders", raiders, null)] : []), ...(vips ? [meter("person", "vip", vips, null)] : [])];
    const keep = st.decks.keep.length ? [h("p.keep", null, `${t("siege.term.keep")}: ${st.decks.keep.toArray().map(cardName).join(", ")}`)] : [];
    // the team's Secure rumors beside its Keep hand (played from the Rumors and Rails panel)
    if (st.mill?.secure.length) keep.push(h("p.keep.secure", null, `${t("siege.secureShort")}: ${st.mill.secure.toArray().map(rumorName).join(", ")}`));
    this.el.replaceChildren(
      h(
        "div.meters",
        null,
        meter("wheat", "supplies", tr.supplies, 20),
        meter("bullets", "ammo", tr.ammo, 20),
        meter("biohazard", "infection", tr.infection, 13),
        meter("hand", "actions", tr.actions, null),
        meter("fire", "chaosPool", tr.chaosPool, null),
        meter("card-random", "deck", st.decks.event, null),
        ...extra,
      ),
      eventCard(st),
      ...[pressureLine(st)].filter((x): x is HTMLElement => x !== null),
      ...keep,
      decisionLine(st, mySeat),
      ...[botsWait(st, mySeat)].filter((x): x is HTMLElement => x !== null),
      h("div.dones", null, ...done),
    );
    this.makeRoom();
  }

  /** Stops watching the strip's size (the game screen is being replaced). */
  destroy(): void {
    this.resize.disconnect();
  }

  /**
   * Starts the board (its sibling in the board's box) under the strip while the strip lies over the
   * box (a wide screen), so the strip covers no space; on a phone the strip is a band of its own.
   */
  private makeRoom(): void {
    const board = this.el.parentElement?.querySelector<HTMLElement>("#board");
    if (!board) return;
    const over = !this.el.hidden && getComputedStyle(this.el).position === "absolute";
    const top = over ? `${this.el.offsetHeight}px` : "";
    if (board.style.top !== top) board.style.top = top;
  }
}
