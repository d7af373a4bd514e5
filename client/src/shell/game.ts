import type { ChatOut, EventsMessage, HintMessage, RejectedMessage } from "@zedfall/shared/protocol";
import { t } from "./i18n";
import type { Connection } from "./connection";
import { actionKey, describe, type ActionView } from "./actions";
import type { Board, BoardReadout, GamePlugin, Panel, Point } from "./plugin";
import { iconSvg } from "./icons";
import { announce, h, keepFocus, toast } from "./dom";
import { showDice } from "./dice";
import { ChatPanel } from "./chat";
import { GameLog } from "./log";
import { gameSeats } from "./seats";
import { watchersLine } from "./lobby";
import { showResult, statusLine } from "./status";
import { overBoxChange } from "./over-box";
import { HintGate } from "./hint-gate";
import { setOpenGame } from "./tab-badge";
import { TurnNotify } from "./notify";
import { ConfirmGate } from "./confirm";

/** The most entries the action bar holds (the action list holds every one). */
const BAR_MAX = 12;

/**
 * The game screen: the game's board with the legal actions highlighted, the action bar, and the
 * panel (seats and turn, your actions as a DOM list, the log, chat), plus the game's own panels.
 * Phone width: tabs.
 */
export class GameView {
  readonly el: HTMLElement;
  private board: Board;
  private boardHost = h("div.board#board");
  private status = h("div.statusline");
  private bar = h("div.actionbar#actionbar", { role: "toolbar", "aria-label": t("game.actions") });
  private seatsEl = h("ul.seats.game-seats#seats");
  private watchersEl = h("div.watchers-box");
  /** The end or warned action armed by a first click, waiting for the confirming second one (a double-click does not confirm it). */
  private confirm = new ConfirmGate();
  /** False while the connection to the server is down: the actions are shown disabled and nothing is sent (setOnline). */
  private online = true;
  private actionsEl = h("div.actions-list#actions", { role: "list" });
  private log: GameLog;
  private chat: ChatPanel;
  private panels: Panel[];
  private chooser: HTMLElement | null = null;
  private overlay = h("div.over#over", { role: "dialog", "aria-live": "assertive", hidden: true });
  private overShown = false;
  private views: ActionView[] = [];
  private selected: string | null = null;
  private wasActing = false;
  private tabs = h("nav.tabs", { role: "tablist" });
  private keys = (e: KeyboardEvent) => this.onKey(e);
  /** The bot's suggestion for this seat (the `hint` answer) while the legal list it belongs to is shown: its seq and action key. */
  private hinted: { seq: number; key: string } | null = null;
  /** Set once the screen was replaced (a rebuild may come while the board still starts). */
  private gone = false;
  /** Redraws the seats and the status line every half minute while a player is away, so "away 3 min" keeps counting. */
  private awayTimer: ReturnType<typeof setInterval> | null = null;
  /** Paces the Hint button's requests (one out at a time, a second apart): quick taps meet no refusal. */
  private hints = new HintGate(
    () => this.conn.hint(),
    () => this.bar.querySelector("#hint-button")?.setAttribute("aria-busy", String(this.hints.busy)),
  );
  /** The "Notify me when it's my turn" box and the notification of a new turn while the tab is hidden. */
  private notify: TurnNotify;
  /** Refits the phone's action bar (fitBar) when the screen or a band above the bar changes size. */
  private barRoom = new ResizeObserver(() => this.fitBar());

  constructor(
    private conn: Connection,
    private plugin: GamePlugin,
  ) {
    this.board = plugin.createBoard(this.boardHost, { tap: (place, actor, at) => this.onTap(place, actor, at), hover: (place) => this.hoverList(place) });
    this.panels = plugin.createPanels(
      (v) => this.send(v),
      () => this.render(false),
    );
    this.log = new GameLog(plugin);
    this.chat = new ChatPanel(conn, (seat) => plugin.seatColor(seat));
    this.chat.reset(conn.chatLines);
    this.notify = new TurnNotify(conn);
    const camera = this.board.camera;
    const zoom = h(
      "div.zoom",
      null,
      h("button", { "aria-label": t("game.zoomIn"), title: t("game.zoomIn"), onclick: () => camera.zoomBy(1.25) }, "+"),
      h("button", { "aria-label": t("game.zoomOut"), title: t("game.zoomOut"), onclick: () => camera.zoomBy(0.8) }, "−"),
      h("button", { "aria-label": t("game.fit"), title: t("game.fit"), onclick: () => camera.fit(true) }, "⤢"),
    );
    const panelsAt = (place: Panel["place"]) => this.panels.filter((p) => p.place === place).map((p) => p.el);
    const sections = {
      seats: h("section.panel-sec.sec-seats", { "data-tab": "seats" }, h("h2", null, t("game.seatsTab")), this.seatsEl, this.watchersEl, ...panelsAt("seats"), conn.replay ? null : this.notify.el),
      actions: h("section.panel-sec.sec-actions", { "data-tab": "actions" }, h("h2", null, t("game.actions")), this.actionsEl),
      log: h("section.panel-sec.sec-log", { "data-tab": "log" }, h("h2", null, t("game.log")), this.log.el),
      chat: h("section.panel-sec.sec-chat", { "data-tab": "chat" }, h("h2", null, t("game.chat")), this.chat.list, this.chat.form),
    };
    // a replay has no chat: nobody is there to read it
    const replay = !!conn.replay;
    for (const [key, label] of [["actions", t("game.actions")], ["seats", t("game.seatsTab")], ["log", t("game.log")], ["chat", t("game.chat")]] as const) {
      if (replay && key === "chat") continue;
      this.tabs.append(h("button", { role: "tab", dataset: { tab: key }, onclick: () => this.showTab(key) }, label));
    }
    const panel = h("aside.panel", null, this.tabs, sections.actions, sections.seats, sections.log, replay ? null : sections.chat);
    this.el = h(
      "div.game",
      null,
      // the zoom buttons beside the board box, not in it: over its corner on a wide screen, beside the status line on a phone
      h("div.board-col", null, h("div.board-wrap", null, this.boardHost, ...panelsAt("board"), this.overlay), zoom, this.status, ...panelsAt("status"), this.bar),
      panel,
    );
    this.showTab("actions");
    document.addEventListener("keydown", this.keys);
    // the screen, the tabs and every band of the board column but the bar itself (whose size follows the room)
    for (const el of [this.el, this.tabs, ...[...this.bar.parentElement!.children].filter((c) => c !== this.bar)]) this.barRoom.observe(el);
    this.bar.addEventListener("scroll", () => this.markMore(), { passive: true });
  }

  /**
   * Marks the action bar while buttons lie below its visible part (`more-below`: style.css fades its
   * foot), so a player sees that it scrolls: a bounded bar may end exactly between two rows of buttons.
   */
  private markMore(): void {
    const b = this.bar;
    b.classList.toggle("more-below", b.scrollHeight - b.scrollTop - b.clientHeight > 2);
  }

  /**
   * On a phone the action bar takes at most the room between the bands above it and the foot of the
   * screen less the tabs (`--bar-room`, style.css), and scrolls inside itself beyond that: a Keep card
   * with nine targets or more grew the bar to most of a 390×844 screen, the tabs went below the fold
   * and the board scrolled away under the game's strip. The stylesheet's min-height wins when the
   * room is smaller (a small phone scrolls to its tabs). No tabs shown (a wide screen): nothing set.
   */
  private fitBar(): void {
    if (!this.tabs.offsetHeight) {
      this.bar.style.removeProperty("--bar-room");
      return;
    }
    const screen = this.el.getBoundingClientRect();
    const bar = this.bar.getBoundingClientRect();
    // the bar's top in the screen's content, and what lies between its foot and the tabs' (the panel's border, the tabs)
    const top = bar.top - screen.top + this.el.scrollTop;
    const below = this.tabs.getBoundingClientRect().bottom - bar.bottom;
    // never negative: a negative max-height is invalid, and the bar would grow to all its buttons again
    this.bar.style.setProperty("--bar-room", `${Math.max(0, Math.floor(this.el.clientHeight - top - below))}px`);
    this.markMore();
  }

  /** Starts the board and draws the game. */
  async init(): Promise<void> {
    await this.board.init();
    if (this.gone) return;
    this.update();
    this.awayTimer = setInterval(() => {
      let away = false;
      this.conn.state.seats.forEach((s) => (away ||= s.kind === "player" && !s.connected && s.awaySince > 0));
      if (away && !this.gone) this.render(false);
    }, 30_000);
  }

  /**
   * Page coordinates of a board place in the game's terms (for tests that click the board), once the
   * board's box is scrolled into view (a phone's game screen scrolls when the bands under the board
   * grow): the whole box, so that a game's band stuck at its top covers none of the board.
   */
  screenOf(place: unknown): Point | null {
    (this.boardHost.parentElement ?? this.boardHost).scrollIntoView({ block: "nearest" });
    return this.board.screenOf(place);
  }

  /** The board's texts and places as drawn on screen (its readout), or null for a board without one. */
  boardText(): BoardReadout | null {
    return this.board.readout?.() ?? null;
  }

  /** The state changed: redraws the board (what changed on it) and the panels. */
  update(): void {
    this.render(true);
  }

  /** Only the legal actions changed: the board redraws its highlights, the panels their actions. */
  onLegal(): void {
    this.confirm.reset();
    this.render(false);
  }

  /**
   * The connection to the server went down (`false`) or came back (`true`): while it is down every
   * action button is disabled and a line over the bar says why (a click would send nothing).
   */
  setOnline(online: boolean): void {
    if (this.online === online) return;
    this.online = online;
    this.el.classList.toggle("offline", !online);
    this.renderActions();
    this.renderBar();
  }

  /** Frees the board and the panels' timers (the screen is being replaced). */
  destroy(): void {
    this.gone = true;
    if (this.awayTimer) clearInterval(this.awayTimer);
    document.removeEventListener("keydown", this.keys);
    this.barRoom.disconnect();
    this.hints.destroy();
    this.notify.close();
    this.closeChooser();
    for (const p of this.panels) p.destroy?.();
    this.board.destroy();
  }

  /**
   * The answer to the Hint button: the suggested action's entries (list and bar) are marked and its
   * board place lit, with the game's sentence for it over the bar, until the legal list changes.
   * An answer for an older list, or for an action no longer listed, is dropped.
   */
  onHint(m: HintMessage): void {
    this.hints.answered();
    if (m.seq !== this.conn.legal.seq) return;
    const key = actionKey(m.action);
    if (!this.conn.legal.actions.some((a) => actionKey(a) === key)) return;
    this.hinted = { seq: m.seq, key };
    // drawn again: a hinted action the game's lists leave out (shownActions: paid the other way) joins them
    this.render(false);
    const v = this.hintedView();
    if (!v) return;
    this.board.hover(v.place);
    announce(this.hintLine(v));
  }

  /**
   * A refusal without an action's id while a hint request is out is its answer: one for the rate
   * (the server's clock saw two requests closer than they went) sends it again a moment later and
   * is not shown — returns true; one for a list already replaced (the game moved on while the bot
   * thought) lets the next tap send and is not shown either: the new list is on screen; any other
   * lets the next tap send, and is shown.
   */
  onRejected(m: RejectedMessage): boolean {
    if (m.id !== null || !this.hints.busy) return false;
    if (m.key === "msg.hintBusy") return this.hints.limited();
    this.hints.answered();
    return m.key === "msg.hintStale";
  }

  /**
   * The Hint button: the hint of the list shown now is shown again (the server would answer the
   * same: its bot is seeded by the list's seq), else one is asked for, paced by the gate.
   */
  private askHint(): void {
    const shown = this.hintedView();
    if (shown) {
      this.board.hover(shown.place);
      announce(this.hintLine(shown));
      return;
    }
    this.hints.ask();
  }

  /** The sentence of a hint for `v`: the game's words, else "Hint: <label>". */
  private hintLine(v: ActionView): string {
    return this.plugin.hintText?.(this.conn.state, v.action) ?? t("game.hintIs", { label: v.label });
  }

  /** The view the current hint names, or null (none asked, or its legal list is gone). */
  private hintedView(): ActionView | null {
    const hint = this.hinted;
    if (!hint || hint.seq !== this.conn.legal.seq) return null;
    return this.views.find((v) => actionKey(v.action) === hint.key) ?? null;
  }

  /** A new line in the chat. */
  onChat(m: ChatOut): void {
    this.chat.add(m);
  }

  /** One change's events: their log lines, then their effects (dice, board animations, announcements). */
  onEvents(m: EventsMessage): void {
    this.log.update(this.conn.log, this.conn.state);
    this.plugin.playEvents(m.events, { state: this.conn.state, board: this.board, dice: (values, caption, rule, need) => showDice(values, caption, rule, this.plugin.rules, need), announce });
  }

  /** `history` replaced the log and the chat: both are redrawn from it (no effects are played again). */
  onHistory(): void {
    this.log.update(this.conn.log, this.conn.state);
    this.chat.reset(this.conn.chatLines);
  }

  private showTab(key: string): void {
    this.el.dataset.tab = key;
    this.tabs.querySelectorAll("button").forEach((b) => b.setAttribute("aria-selected", String(b.dataset.tab === key)));
    if (key === "log" && this.log.pinned) requestAnimationFrame(() => (this.log.el.scrollTop = this.log.el.scrollHeight));
  }

  private render(stateChanged: boolean): void {
    const st = this.conn.state;
    const legal = this.conn.legal.actions;
    const shown = this.plugin.shownActions?.(st, legal) ?? legal;
    // the hint's action is always listed, also one the game's lists leave out
    const hint = this.hinted && this.hinted.seq === this.conn.legal.seq ? this.hinted.key : null;
    const extra = hint && !shown.some((a) => actionKey(a) === hint) ? legal.filter((a) => actionKey(a) === hint) : [];
    this.views = describe(this.plugin, st, [...shown, ...extra]);
    if (this.selected && !this.views.some((v) => v.actor === this.selected)) this.selected = null;
    if (stateChanged) this.board.update(st, this.visibleViews(), this.conn.seat);
    else this.board.highlight(this.visibleViews());
    const acting = this.views.length > 0;
    keepFocus(this.seatsEl, () => this.seatsEl.replaceChildren(...gameSeats(this.conn, this.plugin, st)));
    this.watchersEl.replaceChildren(...[watchersLine(st)].filter((x): x is HTMLElement => !!x));
    this.renderActions();
    this.renderBar();
    this.log.update(this.conn.log, st);
    this.status.replaceChildren(...statusLine(this.plugin, st, acting));
    for (const p of this.panels) p.update({ state: st, views: this.views, mySeat: this.conn.seat });
    const box = overBoxChange(st.stage === "over", this.overShown);
    if (box === "open") showResult(this.overlay, this.conn, st, this.plugin);
    if (box === "close") {
      this.overlay.hidden = true;
      this.overlay.replaceChildren();
    }
    if (box) this.overShown = box === "open";
    setOpenGame({ gameId: this.conn.gameId, acting });
    document.body.classList.toggle("acting", acting);
    const flag = document.getElementById("turnflag");
    if (flag) flag.textContent = acting ? t("game.yourTurn") : "";
    if (acting && !this.wasActing) announce(t("game.yourTurn"));
    this.wasActing = acting;
    if (!this.conn.replay) this.notify.update();
  }

  private visibleViews(): ActionView[] {
    return this.selected ? this.views.filter((v) => v.actor === this.selected || v.actor === null) : this.views;
  }

  /** Actions that are not bound to a board place nor to a panel's own controls: the action bar (keys 1–9, E). */
  private barViews(): ActionView[] {
    return this.visibleViews().filter((v) => !v.place && !this.panels.some((p) => p.claims?.(v.action)));
  }

  /** The DOM mirror of the legal actions, grouped: Tab to an entry, Enter to act; focus lights its place. */
  private renderActions(): void {
    const views = this.visibleViews();
    if (!views.length) {
      this.actionsEl.replaceChildren(h("p.none", null, this.conn.seat ? t("game.noActions") : t("game.spectator")));
      return;
    }
    const question = this.plugin.question?.(this.conn.state) ?? null;
    const hinted = this.hintedView();
    const groups = this.plugin.groups.map((g) => {
      const list = views.filter((v) => v.group === g.id);
      if (!list.length) return null;
      return h(
        "div.group",
        { role: "group", "aria-label": t(`group.${g.id}`) },
        h("h3", null, h("span.icon", { html: iconSvg(g.icon, 16) }), " ", t(`group.${g.id}`)),
        ...list.map((v) =>
          h(
            `button.act.act-${v.group}${hinted === v ? ".hinted" : ""}`,
            {
              role: "listitem",
              disabled: !this.online,
              dataset: { type: v.action.type, square: v.place ?? "", key: actionKey(v.action) },
              onclick: () => this.send(v),
              onmouseenter: () => this.board.hover(v.place),
              onmouseleave: () => this.board.hover(null),
              onfocus: () => this.board.hover(v.place),
              onblur: () => this.board.hover(null),
              ...(v.detail ? { title: v.detail } : {}),
            },
            this.labelOf(v),
            v.detail ? h("span.act-detail", null, v.detail) : null,
          ),
        ),
      );
    });
    this.actionsEl.replaceChildren(...(question ? [h("p.question", null, question)] : []), ...groups.filter((g): g is HTMLDivElement => !!g));
  }

  /** Whether `v` waits for a confirming second click (an end of the seat's part when the game asks for it, or an action the game warns about). */
  private needsConfirm(v: ActionView): boolean {
    return (!!this.plugin.confirmEnd && this.plugin.endsTurn(v.action)) || this.warningOf(v) !== null;
  }

  /** The game's warning before `v` (see GamePlugin.warnBefore), else the server's mark of an action that loses the game at once (`legal.loses`), or null. */
  private warningOf(v: ActionView): string | null {
    const own = this.plugin.warnBefore?.(this.conn.state, v.action) ?? null;
    if (own) return own;
    return this.conn.legal.loses?.includes(actionKey(v.action)) ? t("game.losesGame") : null;
  }

  /** The label of an entry: an armed end or warned action says that a second click confirms it. */
  private labelOf(v: ActionView): string {
    if (!this.needsConfirm(v) || this.confirm.armed !== actionKey(v.action)) return v.label;
    const warning = this.warningOf(v);
    return warning ? t("game.confirmWarning", { label: v.label, warning }) : t("game.confirmEnd", { label: v.label });
  }

  /** The bar entries the number keys press, in order: the ends that need a confirm and those the game keeps off the keys (GamePlugin.keyed) are left off. */
  private numbered(): ActionView[] {
    return this.barViews().filter((v) => !this.needsConfirm(v) && (this.plugin.keyed?.(v.action) ?? true));
  }

  /**
   * The bar's entries: at most BAR_MAX, in the list's order, the ends of the seat's part always among
   * them (a Keep card with 32 targets filled the bar and left its *Done* to the action list, which a
   * phone shows only under its tab); the rest are in the action list.
   */
  private barShown(): ActionView[] {
    const all = this.barViews();
    const ends = all.filter((v) => this.plugin.endsTurn(v.action));
    const room = BAR_MAX - Math.min(ends.length, BAR_MAX);
    let others = 0;
    return all.filter((v) => ends.includes(v) || others++ < room);
  }

  private renderBar(): void {
    const bar = this.barShown();
    const question = bar.length ? (this.plugin.question?.(this.conn.state) ?? null) : null;
    const numbered = this.numbered();
    const hinted = this.hintedView();
    this.bar.replaceChildren(
      ...(this.online ? [] : [h("p.bar-offline", { role: "status" }, t("net.offlineActions"))]),
      ...(question ? [h("p.bar-question", null, question)] : []),
      ...(hinted ? [h("p.bar-hint#hint", { role: "status" }, this.hintLine(hinted))] : []),
      ...bar.map((v) => {
        const n = numbered.indexOf(v);
        return h(
          `button.bar-btn.act-${v.group}${this.confirm.armed === actionKey(v.action) ? ".armed" : ""}${hinted === v ? ".hinted" : ""}`,
          { disabled: !this.online, dataset: { type: v.action.type, key: actionKey(v.action) }, title: v.detail ? `${v.label}: ${v.detail}` : v.label, onclick: () => this.send(v) },
          n >= 0 && n < 9 ? h("kbd", null, String(n + 1)) : null,
          " ",
          this.labelOf(v),
        );
      }),
    );
    requestAnimationFrame(() => this.markMore());
    if (this.plugin.canUndo(this.conn.state, this.conn.seat, this.conn.legal.undo)) this.bar.append(h("button.bar-btn.undo", { disabled: !this.online, onclick: () => this.conn.undo() }, t("game.undo")));
    // the Hint button: a seated player who may act asks what the game's bot would do (not in a replay)
    if (this.views.length && this.conn.seat && !this.conn.replay && this.conn.state.stage === "play")
      this.bar.append(h("button.bar-btn.hint#hint-button", { disabled: !this.online, title: t("game.hintTitle"), "aria-busy": String(this.hints.busy), onclick: () => this.askHint() }, t("game.hint")));
    // no Hint to ask for any more (the seat's turn passed): a tap that waited for its moment is not sent
    else this.hints.drop();
  }

  private send(v: ActionView): void {
    this.closeChooser();
    // the server is not there: nothing would be sent (the buttons are disabled; a board tap or a key says why)
    if (!this.online) return toast(t("net.offlineActions"), "error");
    if (this.needsConfirm(v)) {
      const press = this.confirm.press(actionKey(v.action));
      // the second click of a double-click: the armed action waits for a click of its own
      if (press === "ignored") return;
      if (press === "armed") {
        // the first click arms the end: its button asks to be clicked again (on the board, a toast says why)
        const warning = this.warningOf(v);
        if (warning) toast(t("game.confirmWarning", { label: v.label, warning }));
        this.renderActions();
        this.renderBar();
        return;
      }
    }
    this.confirm.reset();
    this.conn.act(v.action);
  }

  private onTap(place: string, actor: string | null, at: Point): void {
    this.closeChooser();
    const here = this.visibleViews().filter((v) => v.place === place);
    // with nothing selected, a tap on an own unit that can act selects it, rather than sending another
    // unit's action onto its place (a click on one unit must not move another onto its place)
    if (!this.selected && actor && this.views.some((v) => v.actor === actor) && !here.some((v) => v.actor === actor)) {
      this.selected = actor;
      this.onLegal();
      return;
    }
    if (here.length === 1) return this.send(here[0]!);
    if (here.length > 1) return this.openChooser(here, at);
    // a click on an own unit that can act selects it (filters the highlights to its actions)
    if (actor && this.views.some((v) => v.actor === actor)) this.selected = this.selected === actor ? null : actor;
    else this.selected = null;
    this.onLegal();
  }

  private openChooser(views: ActionView[], at: Point): void {
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

  private hoverList(place: string | null): void {
    this.actionsEl.querySelectorAll<HTMLElement>("button.act").forEach((b) => b.classList.toggle("lit", !!place && b.dataset.square === place));
  }

  private onKey(e: KeyboardEvent): void {
    if (!this.el.isConnected) return;
    const target = e.target as HTMLElement;
    if (target.tagName === "INPUT" || target.tagName === "TEXTAREA" || target.tagName === "SELECT") return;
    // keys while reading the rules panel scroll or close it; they never play an action
    if (target.closest?.("#rules-panel")) return;
    if (e.key === "Escape") {
      this.closeChooser();
      this.selected = null;
      this.onLegal();
      return;
    }
    const camera = this.board.camera;
    if (e.key === "+" || e.key === "=") return camera.zoomBy(1.2);
    if (e.key === "-") return camera.zoomBy(1 / 1.2);
    const pan: Record<string, [number, number]> = { ArrowLeft: [40, 0], ArrowRight: [-40, 0], ArrowUp: [0, 40], ArrowDown: [0, -40] };
    // in a replay ← and → step through it (replay.ts) and only ↑ ↓ pan: one key, one meaning
    const replayStep = !!this.conn.replay && (e.key === "ArrowLeft" || e.key === "ArrowRight");
    if (pan[e.key] && !replayStep && target.tagName !== "BUTTON") {
      e.preventDefault();
      return camera.panBy(...pan[e.key]!);
    }
    const free = this.barViews();
    if (/^[1-9]$/.test(e.key)) {
      const numbered = this.numbered();
      const v = numbered[Number(e.key) - 1];
      if (v) this.send(v);
      return;
    }
    if (e.key === "e" || e.key === "E") {
      const end = free.filter((v) => this.plugin.endsTurn(v.action));
      if (end.length === 1) this.send(end[0]!);
    }
  }
}
