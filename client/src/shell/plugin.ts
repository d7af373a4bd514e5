import type { ZodType } from "zod";
import type { WireEvent } from "@zedfall/shared/protocol";
import type { RoomState } from "@zedfall/shared/protocol/schema";
import type { Action, ActionView } from "./action-view";
import type { Camera, Point } from "./camera";
import type { Dict, Lang } from "./i18n";

export type { Point } from "./camera";

/** What a board tells the shell about the player's pointer. */
export interface BoardCallbacks {
  /** A click or tap on `place` (a key `actionTarget` returns); `actor` is the unit standing there, if any; `at` is the point in the board's box (pixels). */
  tap(place: string, actor: string | null, at: Point): void;
  /** The mouse moved onto `place` (null: off the board), so the shell lights the actions bound to it. */
  hover(place: string | null): void;
}

/** A game's board drawn on the page: the shell feeds it the state and the legal actions. */
export interface Board {
  /** The pan and zoom of the board (the shell's zoom buttons and keys drive it). */
  readonly camera: Camera;
  /** Starts the renderer inside its host element; the shell awaits it before the first update. */
  init(): Promise<void>;
  /** The state changed (a patch): redraw what changed, then the highlights of `views`. `mySeat` is null for spectators. */
  update(state: RoomState, views: ActionView[], mySeat: string | null): void;
  /** Only the legal actions (or the player's selection) changed: redraw the highlights, nothing else. */
  highlight(views: ActionView[]): void;
  /** Lights one place (an action entry is hovered or focused); null clears it. */
  hover(place: string | null): void;
  /** Page coordinates of a place given in the game's own terms (a square as an object, say), for tests and popups. */
  screenOf(place: unknown): Point | null;
  /** Stops the renderer and frees what it drew (the game screen is being replaced). */
  destroy(): void;
  /** What the board draws on screen now, measured (for tests): its texts' on-screen heights and its places' on-screen sizes. */
  readout?(): BoardReadout;
}

/** A board's texts and places as drawn on screen: pixel sizes, and whether each lies in the board box's view. */
export interface BoardReadout {
  texts: { kind: string; text: string; px: number; inView: boolean }[];
  places: { id: string; w: number; h: number; inView: boolean }[];
}

/** What a panel is updated with. */
export interface PanelContext {
  state: RoomState;
  /** The legal actions of this seat, as the shell shows them. */
  views: ActionView[];
  mySeat: string | null;
}

/** A DOM element of a game's own (a hand of cards, a prompt over the board) that the shell places and updates. */
export interface Panel {
  readonly el: HTMLElement;
  /** Where it goes: over the board, under the status line (always in sight, on a phone too), or under the seats list. */
  readonly place: "board" | "status" | "seats";
  /** Redraws it from the current state and legal actions. */
  update(ctx: PanelContext): void;
  /** Actions this panel has its own controls for: the shell keeps them out of the action bar and its number keys. */
  claims?(action: Action): boolean;
  /** Stops its timers (the game screen is being replaced). */
  destroy?(): void;
}

/** A group of the action list, in the order the list shows them; its heading is the i18n key `group.<id>`. */
export interface ActionGroup {
  id: string;
  /** The game-icons name drawn beside the heading. */
  icon: string;
}

/** What a game's event animations may use. */
export interface EventEffects<B extends Board> {
  /** The state after the events. */
  state: RoomState;
  board: B;
  /** Shows a roll as dice landing on `values`, with a caption, the rule it used and what the dice need. */
  dice(values: number[], caption: string, rule?: string, need?: string): void;
  /** Says `text` to screen readers. */
  announce(text: string): void;
}

/** One hidden part of a finished game shown by the replay (a deck, a hand), as words. */
export interface HiddenPart {
  label: string;
  items: string[];
}

/** A game's rules reference for players (its docs, rendered at build time). */
export interface GameRules {
  /** The whole reference as HTML in `lang`; its headings carry ids `DOC_ID_PREFIX + anchor` (doc-ids.ts). */
  html(lang: Lang): string;
  /** The anchor a rule tag of the log points to (a heading of the reference), or null for a tag it has no heading for. */
  anchorOf(tag: string): string | null;
}

/**
 * A game's own refusals: the params of its rules' refusals (`rejected.<game id>.<key>` of the
 * game's words) in words.
 */
export interface GameRefusals {
  /** A param of a refusal in the current language: `kind` is its name without a trailing digit, `value` the id or value the server sent; `state` is null outside a game. */
  word(state: RoomState | null, kind: string, value: string): string;
}

/**
 * A game for the shell (DESIGN "Client"): everything that names the game's concepts. The shell
 * shows what `legal` lists; a plugin only puts words, places and pictures to it and never decides a rule.
 */
export interface GamePlugin<B extends Board = Board> {
  /** The game id (RoomState.game) this plugin draws: its folder's name (client/src/games/<id>/plugin.ts). */
  readonly id: string;
  /** Its place among the games on the create page: lower comes first. */
  readonly order: number;
  /** The room name the shell creates a game of this kind with (`sdk.create(roomName, options)`). */
  readonly roomName: string;
  /** The ruleset's zod options schema from @zedfall/shared: the create form and the lobby's list are generated from it. */
  readonly optionsSchema: ZodType;
  /** Options left out of the form and the lobby's list: those the lobby fills itself and those not offered to players. */
  readonly hiddenOptions: readonly string[];
  /** The game's words (merged into the shell's dictionary); `opt.<key>.label`, `opt.<key>.help`, `opt.<key>.<choice>` name its options. */
  readonly words: Record<Lang, Dict>;
  /** The groups of the action list, in order. */
  readonly groups: readonly ActionGroup[];
  /** The game's short name (top bar). */
  name(): string;
  /** One line naming the game and its seats (the game choice of the create page). */
  title(): string;
  /** What the lobby needs before the start, in words. */
  seatsHint(): string;
  /** Optional: one more lobby line for the room's options `options` and its `filled` seats (people and bots), or null (a game's own word on the chosen setup). */
  lobbyNote?(options: Record<string, unknown>, filled: number): string | null;
  /** Creates the board inside `host`. */
  createBoard(host: HTMLElement, callbacks: BoardCallbacks): B;
  /** Creates the game's own panels; `send` carries out one legal action, `refresh` redraws the lists (a panel's switch changed what `shownActions` shows). */
  createPanels(send: (view: ActionView) => void, refresh: () => void): Panel[];
  /**
   * The legal actions the lists, the bar and the board show, in order (absent: all of them): a game
   * may show one entry for actions that differ only in a detail its own panel lets the player pick.
   * Every one shown must be one of `actions`.
   */
  shownActions?(state: RoomState, actions: Action[]): Action[];
  /** The words of a legal action (the action list, the bar, the replay). */
  describeAction(state: RoomState, action: Action): string;
  /** What a legal action means when its words only name it (a card's text for a card choice), shown under its label and as its tooltip; null or absent: nothing. */
  actionDetail?(state: RoomState, action: Action): string | null;
  /** The sentence of a hint (the bot's suggestion for this seat, one of its legal actions) in the game's words; absent: "Hint: <its label>". */
  hintText?(state: RoomState, action: Action): string;
  /** Where on the board an action is clicked: a key opaque to the shell, also shown as `data-square`; null puts it in the action bar. */
  actionTarget(state: RoomState, action: Action): string | null;
  /** The group id of an action (one of `groups`). */
  actionGroup(action: Action): string;
  /** The unit carrying an action out, so a click on that unit filters the highlights to its actions; null for none. */
  actionActor(action: Action): string | null;
  /** Whether the E key sends this action (ending an activation or a turn). */
  endsTurn(action: Action): boolean;
  /** The log line of an event in the current language. */
  describeEvent(state: RoomState, event: WireEvent): string;
  /** Plays the effects of one action's events: dice, board animations, announcements. */
  playEvents(events: WireEvent[], fx: EventEffects<B>): void;
  /** The colour of a seat (its dot, its chat name); undefined for none. */
  seatColor(seat: string): number | undefined;
  /** What the seats panel shows after a seat's name during the game (its units and their marks). */
  seatDetails(state: RoomState, seat: string): HTMLElement[];
  /** The game's part of the status line under the board (counters), or null. */
  statusDetails(state: RoomState): HTMLElement | null;
  /** The question the game asks now (a pending decision's sentence), shown above the choice buttons; null for none. */
  question?(state: RoomState): string | null;
  /** The reason of a finished game in the current language, from the result's key and params (absent: no reason is shown). */
  resultReason?(state: RoomState): string;
  /** What the end-of-game overlay shows under the reason (a game's own score and its breakdown), or null; absent: nothing. */
  resultDetails?(state: RoomState): HTMLElement | null;
  /** Whether this seat gets an Undo button (the server refuses an undo it does not allow anyway); `serverSays`, the server's word on this seat's undo now (legal's `undo`). */
  canUndo(state: RoomState, seat: string | null, serverSays?: boolean): boolean;
  /** Whether a number key (1–9) may press this action bar entry (absent: every entry that asks no confirmation); a game keeps a key slip off what cannot be taken back. */
  keyed?(action: Action): boolean;
  /** Whether an action that ends the seat's part (endsTurn) asks for a second click before it is sent, and is kept off the number keys. */
  confirmEnd?: boolean;
  /**
   * A warning for an action with a cost the player may not see (it ends another unit's activation,
   * say), or null: such an action asks for a second click, the warning shown on its entry and in a
   * toast when it was clicked on the board.
   */
  warnBefore?(state: RoomState, action: Action): string | null;
  /** The game's rules reference, if it has one: the top bar's "?" and the log's rule chips open it (else "?" shows the credits). */
  rules?: GameRules;
  /** The game's own refusal sentences, so the shell says them in the reader's language (else the server's English). */
  refusals?: GameRefusals;
  /** The hidden parts of a finished game at one replay step (the replay message's `hidden`). */
  describeHidden(hidden: Record<string, unknown>): HiddenPart[];
}
