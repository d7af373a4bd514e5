import type { EventsMessage, LogLineState, RoomState, WireEvent } from "@zedfall/shared/src/protocol";
import { BoardView, SEAT_COLOR } from "../games/house/board";
import { iconSvg } from "./icons";
import { has, t } from "./i18n";
import type { Connection } from "./connection";
import { actionKey, describe, sqLabel, type ActionView, type Sq } from "../games/house/actions";
import { GrabPrompt, PROMPTED, figureMarks, grabAnswerControl } from "../games/house/grab";
import "../games/house/expansions.css";
import { announce, h } from "./dom";
import { showDice } from "./dice";

const GROUP_ORDER = ["move", "attack", "search", "other"] as const;
const GROUP_ICON: Record<string, string> = { move: "footsteps", attack: "crossed-swords", search: "magnifying-glass", other: "hand" };
const hex = (n: number) => `#${n.toString(16).padStart(6, "0")}`;

/**
 * The game screen: the Pixi board with the legal actions highlighted, the action bar, and the
 * panel (seats and turn, your actions as a DOM list, the log, chat). Phone width: tabs.
 */
export class GameView {
  readonly el: HTMLElement;
  private board: BoardView;
  private boardHost = h("div.board#board");
  private status = h("div.statusline");
  private bar = h("div.actionbar#actionbar", { role: "toolbar", "aria-label": t("game.actions") });
  private seatsEl = h("ul.seats.game-seats#seats");
  private actionsEl = h("div.actions-list#actions", { role: "list" });
  private handEl = h("div.hand#hand");
  private logEl = h("ol.log#log", { "aria-live": "off" });
  private chatEl = h("ol.chatlog#chat");
  private chooser: HTMLElement | null = null;
  private overlay = h("div.over#over", { role: "dialog", "aria-live": "assertive", hidden: true });
  private overShown = false;
  private views: ActionView[] = [];
  private selected: string | null = null;
  private logged = new WeakSet<object>();
  /** The log follows new lines unless the player scrolled up to read. */
  private logPinned = true;
  private wasActing = false;
  private tabs = h("nav.tabs", { role: "tablist" });
  /** The crawler grab prompt over the board (house DoR 3). */
  private grab = new GrabPrompt((v) => this.send(v));

  constructor(private conn: Connection) {
    this.board = new BoardView(this.boardHost, (sq, at) => this.onSquare(sq, at), (sq) => this.hoverList(sq));
    const chatInput = h("input#chat-input", { type: "text", maxlength: 500, placeholder: t("game.chatPlaceholder"), "aria-label": t("game.chat") });
    const chatForm = h(
      "form.chatform",
      {
        onsubmit: (e: Event) => {
          e.preventDefault();
          const v = (chatInput as HTMLInputElement).value.trim();
          if (v) conn.chat(v);
          (chatInput as HTMLInputElement).value = "";
        },
      },
      chatInput,
      h("button", { type: "submit" }, t("game.send")),
    );
    const zoom = h(
      "div.zoom",
      null,
      h("button", { "aria-label": t("game.zoomIn"), title: t("game.zoomIn"), onclick: () => this.board.zoomBy(1.25) }, "+"),
      h("button", { "aria-label": t("game.zoomOut"), title: t("game.zoomOut"), onclick: () => this.board.zoomBy(0.8) }, "−"),
      h("button", { "aria-label": t("game.fit"), title: t("game.fit"), onclick: () => this.board.fit(true) }, "⤢"),
    );
    const sections = {
      seats: h("section.panel-sec.sec-seats", { "data-tab": "seats" }, h("h2", null, t("game.seatsTab")), this.seatsEl, this.handEl),
      actions: h("section.panel-sec.sec-actions", { "data-tab": "actions" }, h("h2", null, t("game.actions")), this.actionsEl),
      log: h("section.panel-sec.sec-log", { "data-tab": "log" }, h("h2", null, t("game.log")), this.logEl),
      chat: h("section.panel-sec.sec-chat", { "data-tab": "chat" }, h("h2", null, t("game.chat")), this.chatEl, chatForm),
    };
    for (const [key, label] of [["actions", t("game.actions")], ["seats", t("game.seatsTab")], ["log", t("game.log")], ["chat", t("game.chat")]] as const) {
      this.tabs.append(h("button", { role: "tab", dataset: { tab: key }, onclick: () => this.showTab(key) }, label));
    }
    const panel = h("aside.panel", null, this.tabs, sections.actions, sections.seats, sections.log, sections.chat);
    this.el = h("div.game", null, h("div.board-col", null, h("div.board-wrap", null, this.boardHost, zoom, this.grab.el, this.overlay), this.status, this.bar), panel);
    this.showTab("actions");
    this.logEl.addEventListener("scroll", () => {
      this.logPinned = this.logEl.scrollHeight - this.logEl.scrollTop - this.logEl.clientHeight < 40;
    });
    document.addEventListener("keydown", (e) => this.onKey(e));
  }

  async init(): Promise<void> {
    await this.board.init();
    this.update();
  }

  /** Page coordinates of a square's centre (for tests that click the board). */
  screenOf(sq: Sq): { x: number; y: number } {
    return this.board.screenOf(sq);
  }

  private showTab(key: string): void {
    this.el.dataset.tab = key;
    this.tabs.querySelectorAll("button").forEach((b) => b.setAttribute("aria-selected", String(b.dataset.tab === key)));
    if (key === "log" && this.logPinned) requestAnimationFrame(() => (this.logEl.scrollTop = this.logEl.scrollHeight));
  }

  /** Redraws everything from the state and the latest legal list. */
  update(): void {
    const st = this.conn.state;
    this.views = describe(st, this.conn.legal.actions);
    if (this.selected && !this.views.some((v) => v.actor === this.selected)) this.selected = null;
    this.board.setState(st);
    this.board.setActions(this.visibleViews());
    this.renderSeats(st);
    this.renderActions();
    this.renderBar();
    this.renderLog(st);
    this.renderStatus(st);
    this.renderHand(st);
    this.renderOver(st);
    this.grab.update(st, this.views);
    const acting = this.views.length > 0;
    document.title = acting ? t("game.actingTitle") : "Zedfall";
    document.body.classList.toggle("acting", acting);
    const flag = document.getElementById("turnflag");
    if (flag) flag.textContent = acting ? t("game.yourTurn") : "";
    if (acting && !this.wasActing) announce(t("game.yourTurn"));
    this.wasActing = acting;
  }

  private visibleViews(): ActionView[] {
    return this.selected ? this.views.filter((v) => v.actor === this.selected || v.actor === null) : this.views;
  }

  private renderStatus(st: RoomState): void {
    const decks: Record<string, number> = {};
    st.decks.forEach((n, k) => (decks[k] = n));
    const acting: string[] = [];
    st.seats.forEach((s, id) => s.active && acting.push(s.kind === "player" ? s.name : `${t(`seat.${id}`)} (${t("seat.bot")})`));
    const turn =
      st.stage === "over"
        ? h("strong.result#result", null, t(`result.${st.result.winner}`, { reason: st.result.reason }), " ", st.result.rule ? h("span.chip", null, st.result.rule) : null)
        : this.views.length
          ? h("strong.yourturn#your-turn", null, t("game.yourTurn"))
          : h("span.waiting", null, t("game.waiting", { who: acting.join(", ") || "…" }));
    this.status.replaceChildren(
      h("span.round#round", null, t("game.round", { round: st.round })),
      " · ",
      h("span.phase", null, has(`phase.${st.phase}`) ? t(`phase.${st.phase}`) : st.phase),
      " · ",
      turn,
      h("div.decks#decks", null, t("game.decks", { search: decks.search ?? 0, zombie: decks.zombie ?? 0, zombieHand: decks.zombieHand ?? 0, barricadesLeft: decks.barricadesLeft ?? 15 })),
    );
  }

  private renderSeats(st: RoomState): void {
    this.seatsEl.replaceChildren();
    st.seats.forEach((s, id) => {
      if (s.kind === "empty") return;
      const figures = s.figures.toArray().map((f) => {
        const u = st.units.get(f);
        const name = has(`character.${f}`) ? t(`character.${f}`) : f;
        return h("span.fig", { title: u ? t("game.wounds", { wounds: u.wounds, max: u.maxWounds }) : "" }, `${name}${u && !u.alive ? " †" : u ? ` ${u.wounds}/${u.maxWounds}` : ""}`, ...figureMarks(st, f));
      });
      this.seatsEl.append(
        h(
          `li.seat${s.active ? ".active" : ""}${this.conn.seat === id ? ".mine" : ""}`,
          { dataset: { seat: id } },
          h("span.seat-dot", { style: `background:${hex(SEAT_COLOR[id] ?? 0x888888)}`, "aria-hidden": "true" }),
          h("span.seat-name", null, t(`seat.${id}`)),
          h("span.seat-who", null, `${s.kind === "bot" ? t("seat.bot") : s.name}${s.kind === "player" && !s.connected ? ` · ${t("seat.offline")}` : ""}`),
          s.active ? h("span.turn-mark", { "aria-label": t("game.yourTurn") }, "▶") : null,
          // after the start: the creator hands a disconnected player's seat to a bot; a seatless visitor takes over a bot's seat
          this.conn.isHost() && s.kind === "player" && !s.connected && st.stage === "play"
            ? h("button.seat-bot", { onclick: () => this.conn.bot(id, true) }, t("lobby.bot"))
            : null,
          !this.conn.seat && !this.conn.replay && s.kind === "bot" && st.stage === "play" ? h("button.seat-claim", { onclick: () => this.conn.claim(id) }, t("lobby.claim")) : null,
          h("span.figs", null, ...figures),
        ),
      );
    });
  }

  /** The result over the board once the game is over (closable; the status line keeps it). */
  private renderOver(st: RoomState): void {
    if (st.stage !== "over" || this.overShown) return;
    this.overShown = true;
    this.overlay.hidden = false;
    this.overlay.replaceChildren(
      h("h2", null, t("game.over")),
      h("p.over-winner", null, t(`game.winner_${st.result.winner}`)),
      h("p", null, st.result.reason, st.result.rule ? h("span.chip", null, st.result.rule) : null),
      h(
        "div.over-buttons",
        null,
        h("button", { onclick: () => (this.overlay.hidden = true) }, t("game.close")),
        this.conn.replay ? null : h("a.button#watch-replay", { href: `/replay/${this.conn.gameId}` }, t("replay.watch")),
        h("a.button.primary", { href: "/" }, t("lobby.newGame")),
      ),
    );
    announce(`${t("game.over")}: ${t(`game.winner_${st.result.winner}`)}`);
  }

  private renderHand(st: RoomState): void {
    const seat = this.conn.seat ? st.seats.get(this.conn.seat) : undefined;
    const hand = seat?.hand?.toArray() ?? [];
    this.handEl.replaceChildren(...(hand.length ? [h("h3", null, t("game.hand")), h("ul.cards", null, ...hand.map((c) => h("li.card-chip", null, has(`card.${c}`) ? t(`card.${c}`) : c)))] : []));
    // the Zombie seat's standing answer to crawler grabs (house DoR 3)
    const answer = seat?.role === "zombie" && st.stage === "play" ? grabAnswerControl(st, seat.secret ?? "", this.views, (v) => this.send(v)) : null;
    if (answer) this.handEl.append(answer);
  }

  /** The DOM mirror of the legal actions, grouped: Tab to an entry, Enter to act; focus lights its square. */
  private renderActions(): void {
    const views = this.visibleViews();
    if (!views.length) {
      this.actionsEl.replaceChildren(h("p.none", null, this.conn.seat ? t("game.noActions") : t("game.spectator")));
      return;
    }
    const groups = GROUP_ORDER.map((g) => {
      const list = views.filter((v) => v.group === g);
      if (!list.length) return null;
      return h(
        "div.group",
        { role: "group", "aria-label": t(`group.${g}`) },
        h("h3", null, h("span.icon", { html: iconSvg(GROUP_ICON[g]!, 16) }), " ", t(`group.${g}`)),
        ...list.map((v) =>
          h(
            `button.act.act-${v.group}`,
            {
              role: "listitem",
              dataset: { type: v.action.type, square: v.square ? sqLabel(v.square) : "", key: actionKey(v.action) },
              onclick: () => this.send(v),
              onmouseenter: () => this.board.setHover(v.square),
              onmouseleave: () => this.board.setHover(null),
              onfocus: () => this.board.setHover(v.square),
              onblur: () => this.board.setHover(null),
            },
            v.label,
          ),
        ),
      );
    });
    this.actionsEl.replaceChildren(...groups.filter((g): g is HTMLDivElement => !!g));
  }

  /** Actions that are not bound to a square, as buttons under the board (keys 1–9, E for end). */
  private renderBar(): void {
    const free = this.visibleViews().filter((v) => !v.square && !PROMPTED.has(v.action.type));
    this.bar.replaceChildren(
      ...free.slice(0, 12).map((v, i) =>
        h(
          `button.bar-btn.act-${v.group}`,
          { dataset: { type: v.action.type, key: actionKey(v.action) }, title: v.label, onclick: () => this.send(v) },
          i < 9 ? h("kbd", null, String(i + 1)) : null,
          " ",
          v.label,
        ),
      ),
    );
    const role = this.conn.seat ? this.conn.state.seats.get(this.conn.seat)?.role : undefined;
    // undo is for human seats (house.md DoR 7); the server refuses it otherwise anyway
    if (role === "human" && this.conn.state.stage === "play") this.bar.append(h("button.bar-btn.undo", { onclick: () => this.conn.undo() }, t("game.undo")));
  }

  private send(v: ActionView): void {
    this.closeChooser();
    this.conn.act(v.action);
  }

  private onSquare(sq: Sq, at: { x: number; y: number }): void {
    this.closeChooser();
    const here = this.visibleViews().filter((v) => v.square && v.square.x === sq.x && v.square.y === sq.y && v.square.z === sq.z);
    if (here.length === 1) return this.send(here[0]!);
    if (here.length > 1) return this.openChooser(here, at);
    // a click on an own figure that can act selects it (filters the highlights to its actions)
    let unitHere: string | null = null;
    this.conn.state.units.forEach((u) => {
      if (u.placed && u.x === sq.x && u.y === sq.y && u.z === sq.z) unitHere = u.id;
    });
    if (unitHere && this.views.some((v) => v.actor === unitHere)) this.selected = this.selected === unitHere ? null : unitHere;
    else this.selected = null;
    this.update();
  }

  private openChooser(views: ActionView[], at: { x: number; y: number }): void {
    const r = this.boardHost.getBoundingClientRect();
    this.chooser = h(
      "div.chooser#chooser",
      { role: "menu", "aria-label": t("game.choose"), style: `left:${Math.min(r.left + at.x, innerWidth - 260)}px;top:${Math.min(r.top + at.y, innerHeight - 40 * views.length - 60)}px` },
      h("p", null, t("game.choose")),
      ...views.map((v) => h(`button.act.act-${v.group}`, { role: "menuitem", dataset: { key: actionKey(v.action) }, onclick: () => this.send(v) }, v.label)),
      h("button.cancel", { onclick: () => this.closeChooser() }, t("game.cancel")),
    );
    document.body.append(this.chooser);
    this.chooser.querySelector("button")?.focus();
  }

  private closeChooser(): void {
    this.chooser?.remove();
    this.chooser = null;
  }

  private hoverList(sq: Sq | null): void {
    this.actionsEl.querySelectorAll<HTMLElement>("button.act").forEach((b) => b.classList.toggle("lit", !!sq && b.dataset.square === sqLabel(sq)));
  }

  private onKey(e: KeyboardEvent): void {
    if (!this.el.isConnected) return;
    const target = e.target as HTMLElement;
    if (target.tagName === "INPUT" || target.tagName === "TEXTAREA" || target.tagName === "SELECT") return;
    if (e.key === "Escape") {
      this.closeChooser();
      this.selected = null;
      this.update();
      return;
    }
    if (e.key === "+" || e.key === "=") return this.board.zoomBy(1.2);
    if (e.key === "-") return this.board.zoomBy(1 / 1.2);
    const pan: Record<string, [number, number]> = { ArrowLeft: [40, 0], ArrowRight: [-40, 0], ArrowUp: [0, 40], ArrowDown: [0, -40] };
    if (pan[e.key] && target.tagName !== "BUTTON") {
      e.preventDefault();
      return this.board.panBy(...pan[e.key]!);
    }
    const free = this.visibleViews().filter((v) => !v.square && !PROMPTED.has(v.action.type));
    if (/^[1-9]$/.test(e.key)) {
      const v = free[Number(e.key) - 1];
      if (v) this.send(v);
      return;
    }
    if (e.key === "e" || e.key === "E") {
      const end = free.filter((v) => v.action.type === "endActivation" || v.action.type === "endZombieTurn");
      if (end.length === 1) this.send(end[0]!);
    }
  }

  // ---------- log, chat, events ----------

  private renderLog(st: RoomState): void {
    for (const line of st.log.toArray()) {
      if (this.logged.has(line)) continue;
      this.logged.add(line);
      this.logEl.append(logItem(st, line));
    }
    while (this.logEl.children.length > 150) this.logEl.firstChild?.remove();
    if (this.logPinned) this.logEl.scrollTop = this.logEl.scrollHeight;
  }

  onChat(m: { from: string; seat: string | null; text: string; at: number }): void {
    const time = new Date(m.at).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
    this.chatEl.append(h("li", null, h("span.time", null, time), " ", h("strong", { style: m.seat ? `color:${hex(SEAT_COLOR[m.seat] ?? 0xdddddd)}` : "" }, m.from), ": ", m.text));
    this.chatEl.scrollTop = this.chatEl.scrollHeight;
  }

  /** Animations driven by the events of one action: dice, attack lines, wounds and kills. */
  onEvents(m: EventsMessage): void {
    const st = this.conn.state;
    const sqOf = (id: unknown): Sq | null => {
      const u = typeof id === "string" ? st.units.get(id) : undefined;
      return u && u.placed ? { x: u.x, y: u.y, z: u.z } : null;
    };
    for (const e of m.events as WireEvent[]) {
      if (e.type === "roll" && Array.isArray(e.dice)) showDice(e.dice as number[], eventText(st, e), e.rule);
      const attack = /attack/i.test(e.type) || (e.type === "roll" && /attack/.test(String(e.purpose ?? "")));
      if (attack) {
        const from = sqOf(e.zombie) ?? sqOf(e.figure);
        let to = sqOf(e.target) ?? (isSq(e.at) ? (e.at as Sq) : null);
        // a human's melee attack goes to the square it faces
        const u = typeof e.figure === "string" ? st.units.get(e.figure) : undefined;
        if (!to && u?.placed && u.facing) {
          const dx = u.facing === "E" ? 1 : u.facing === "W" ? -1 : 0;
          const dy = u.facing === "S" ? 1 : u.facing === "N" ? -1 : 0;
          to = { x: u.x + dx, y: u.y + dy, z: u.z };
        }
        if (from && to) this.board.attackLine(from, to);
      }
      if (e.type === "wound") {
        const at = sqOf(e.figure);
        if (at) this.board.burst(at);
      }
      if ((e.type === "zombieKilled" || e.type === "death") && isSq(e.at)) this.board.burst(e.at as Sq, 0xffffff);
      if (e.type === "gameOver") announce(e.text);
    }
  }
}

const isSq = (v: unknown): boolean => !!v && typeof v === "object" && typeof (v as Sq).x === "number";

/** A log line in the current language when the event type is known (its data fills the sentence), else the server's English. */
function eventText(st: RoomState, e: { type: string; text: string; [k: string]: unknown }): string {
  if (!has(`event.${e.type}`)) return e.text;
  const params: Record<string, string> = {};
  for (const [k, v] of Object.entries(e)) {
    if (isSq(v)) params[k] = sqLabel(v as Sq);
    else if (typeof v === "string" && has(`character.${v}`)) params[k] = t(`character.${v}`);
    else if (typeof v === "string" && has(`card.${v}`)) params[k] = t(`card.${v}`);
    else if (typeof v === "string" && (k === "facing" || k === "dir" || k === "edge") && has(`dir.${v}`)) params[k] = t(`dir.${v}`);
    else if (typeof v === "string" && k === "seat" && has(`seat.${v}`)) params[k] = t(`seat.${v}`);
    else if (typeof v === "string" && (k === "zombie" || k === "crawler")) params[k] = zombieName(st, v);
    else params[k] = String(v);
  }
  return t(`event.${e.type}`, params);
}

/** "crawler z6" / "zombie z3" in the current language (a removed unit keeps its bare id). */
function zombieName(st: RoomState, id: string): string {
  const u = st.units.get(id);
  return u && (u.kind === "crawler" || u.kind === "zombie") ? t(`unit.${u.kind}`, { id }) : id;
}

function logItem(st: RoomState, line: LogLineState): HTMLElement {
  let data: Record<string, unknown> = {};
  try {
    data = JSON.parse(line.data || "{}");
  } catch {
    /* keep the English text */
  }
  const text = eventText(st, { ...data, type: line.type, text: line.text });
  return h(`li.log-${line.type}`, null, text, line.rule ? h("span.chip", { title: line.rule }, line.rule) : null);
}
