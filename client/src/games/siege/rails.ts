import { actionKey, type Action, type ActionView } from "../../shell/actions";
import type { Panel, PanelContext } from "../../shell/plugin";
import { h } from "../../shell/dom";
import { iconSvg } from "../../shell/icons";
import { t } from "../../shell/i18n";
import { amuletLabel } from "./actions";
import { rumorIcon, STATION_BONUS } from "./rumors";
import { deciders, moduleOn, openDecision, siegeState } from "./state";
import { lineName, playerName, rumorEffect, rumorName, spaceById, spaceName, unitById } from "./words";

const LINES = ["wh-cargo", "express-bv"] as const;

/** A rumor's name with its icon, its effect as the title (hover) and as a line under it. */
function rumorEntry(id: string, extra: (HTMLElement | string)[] = [], action?: HTMLElement): HTMLElement {
  return h(
    "li.rumor-entry",
    { dataset: { rumor: id } },
    h("span.icon", { html: iconSvg(rumorIcon(id), 16) }),
    " ",
    h("strong", null, rumorName(id)),
    ...extra,
    action ?? null,
    h("p.effect", null, rumorEffect(id)),
  );
}

/**
 * Under the seats list, everything of Rumors and Rails in words (docs/development/client.md: text lives in the page): the
 * trains (line, space, side, who is aboard, a wrecked one), the Stations and what each pays, the
 * rumor stack and the face-down tokens on the map, the team's Secure rumors with a *Play* button
 * each while the server lists `playSecure` for it, the Place markers and the items carried. Hidden
 * when neither module is in the game.
 */
export class RailsPanel implements Panel {
  readonly el = h("div.siege-rails#rails");
  readonly place = "seats" as const;

  constructor(private readonly send: (v: ActionView) => void) {}

  update({ state, views }: PanelContext): void {
    const st = siegeState(state);
    const trains = moduleOn(st, "trains");
    const rumors = !!st.mill?.on;
    if (state.stage === "lobby" || (!trains && !rumors)) {
      this.el.hidden = true;
      return;
    }
    this.el.hidden = false;
    const parts: HTMLElement[] = [h("h3", null, t("siege.rails.title"))];
    if (trains) {
      const rows = LINES.map((line) => {
        const tr = st.trains.get(line);
        if (!tr) return h("li.train.wrecked", { dataset: { train: line } }, t("siege.rails.wrecked", { train: lineName(line) }));
        const aboard = tr.passengers?.toArray() ?? [];
        return h(
          `li.train.side-${tr.side}`,
          { dataset: { train: line, space: tr.space, side: tr.side } },
          h("span.line-swatch", { dataset: { line } }),
          t("siege.rails.train", { train: lineName(line), space: spaceById(st, tr.space), side: t(`siege.trainSide.${tr.side}`) }),
          aboard.length ? h("span.aboard", null, ` · ${t("siege.rails.aboard", { units: aboard.map((id) => unitById(st, id)).join(", ") })}`) : null,
        );
      });
      const stations: HTMLElement[] = [];
      st.board.spaces.forEach((sp) => {
        if (!sp.station || !STATION_BONUS[sp.station]) return;
        stations.push(h("li.station", { dataset: { station: sp.station } }, h("span.line-swatch", { dataset: { line: sp.line } }), `${spaceName(sp)}: ${t(`siege.station.${sp.station}`)}`));
      });
      parts.push(h("h4", null, t("siege.rails.trains")), h("ul.trains", null, ...rows), h("details.stations", null, h("summary", null, t("siege.rails.stations")), h("ul", null, ...stations)));
    }
    if (rumors) {
      const mill = st.mill;
      let faceDown = 0;
      const open: HTMLElement[] = [];
      st.rumors.forEach((r) => {
        if (!r.revealed) faceDown++;
        else if (r.rumor) open.push(rumorEntry(r.rumor, [` · ${t("siege.rails.revealedOn", { space: spaceById(st, r.space) })}`]));
      });
      parts.push(
        h("h4", null, t("siege.term.rumors")),
        h("p.stack", null, t("siege.rails.stack", { count: mill.stack }), " · ", t("siege.rails.onMap", { count: faceDown })),
        ...(open.length ? [h("h4", null, t("siege.rails.revealed")), h("ul.rumors", null, ...open)] : []),
      );
      // the Secure rumors: Play where the server lists it (the client decides nothing)
      const secure = mill.secure.toArray();
      const plays = views.filter((v) => v.action.type === "playSecure");
      parts.push(
        h("h4", null, t("siege.rails.secure")),
        secure.length
          ? h(
              "ul.secure",
              null,
              ...secure.map((id) => {
                const v = plays.find((x) => x.action.rumor === id);
                const play = v ? h("button.play-secure", { dataset: { type: "playSecure", key: actionKey(v.action) }, title: v.label, onclick: () => this.send(v) }, t("siege.rails.play")) : undefined;
                return rumorEntry(id, [], play);
              }),
            )
          : h("p.none", null, t("siege.rails.noSecure")),
      );
      const places: HTMLElement[] = [];
      mill.places.forEach((p) => places.push(rumorEntry(p.rumor, [` · ${spaceById(st, p.space)}`])));
      if (places.length) parts.push(h("h4", null, t("siege.rails.places")), h("ul.places", null, ...places));
      const carried: HTMLElement[] = [];
      st.units.forEach((u) => {
        const items = u.items?.toArray() ?? [];
        if (items.length)
          carried.push(
            h(
              "li.carrier",
              { dataset: { unit: u.id } },
              ...items.map((i) => h("span.icon", { html: iconSvg(rumorIcon(i), 14), title: rumorEffect(i) })),
              " ",
              t("siege.rails.carrier", { unit: unitById(st, u.id), items: items.map(rumorName).join(", ") }),
            ),
          );
      });
      if (carried.length) parts.push(h("h4", null, t("siege.rails.items")), h("ul.items", null, ...carried));
    }
    this.el.replaceChildren(...parts);
  }

  /** The Secure rumors' Play buttons. */
  claims(a: Action): boolean {
    return a.type === "playSecure";
  }
}

/**
 * The Mystic Amulet's window (Part A2, G10) over the board while the game waits on it: the dice
 * rolled, one button per die the server offers to turn to 5 (which die, the dice it gives, the
 * outcome they resolve to) and *No*, for the seat that decides; the others see who decides.
 */
export class AmuletDialog implements Panel {
  readonly el = h("div.amulet-prompt#amulet-prompt", { role: "alertdialog", "aria-labelledby": "amulet-title", hidden: true });
  readonly place = "board" as const;

  constructor(private readonly send: (v: ActionView) => void) {}

  update({ state, views, mySeat }: PanelContext): void {
    const st = siegeState(state);
    const d = openDecision(st);
    if (state.stage !== "play" || d?.kind !== "amulet") {
      this.el.hidden = true;
      return;
    }
    const unit = d.unit ? unitById(st, d.unit) : t("siege.term.amulet");
    const mine = views.filter((v) => v.action.type === "amulet" || v.action.type === "amuletPass");
    const rolled = d.dice?.toArray() ?? [];
    this.el.hidden = false;
    this.el.classList.toggle("mine", mine.length > 0);
    const who = deciders(st).map((s) => (s === mySeat ? t("siege.you") : playerName(st, s))).join(", ");
    const buttons = mine
      .slice()
      .sort((a, b) => (a.action.type === "amuletPass" ? 1 : 0) - (b.action.type === "amuletPass" ? 1 : 0))
      .map((v) =>
        h(
          `button.amulet-btn${v.action.type === "amulet" ? ".primary" : ""}`,
          { dataset: { type: v.action.type, key: actionKey(v.action) }, onclick: () => this.send(v) },
          v.action.type === "amulet" ? (amuletLabel(st, v.action) ?? v.label) : t("siege.amulet.no"),
        ),
      );
    const parts: HTMLElement[] = [h("h2#amulet-title", null, h("span.icon", { html: iconSvg(rumorIcon("mystic-amulet"), 18) }), " ", t("siege.amulet.title"))];
    if (rolled.length) parts.push(h("p.rolled", null, t("siege.amulet.rolled", { dice: rolled.join(" + ") })));
    parts.push(h("p", null, mine.length ? t("siege.amulet.offer", { unit }) : t("siege.amulet.waiting", { who, unit })));
    if (mine.length) parts.push(h("div.amulet-buttons", null, ...buttons));
    this.el.replaceChildren(...parts);
    if (mine.length && !this.el.contains(document.activeElement)) this.el.querySelector<HTMLButtonElement>("button.amulet-btn")?.focus({ preventScroll: true });
  }

  /** The window's buttons. */
  claims(a: Action): boolean {
    return a.type === "amulet" || a.type === "amuletPass";
  }
}
