import { siegeOptionsSchema } from "@zedfall/shared/siege/state/options";
import type { GamePlugin } from "../../shell/plugin";
import { merged, t, type Dict } from "../../shell/i18n";
import { GROUPS, actorOf, groupOf, isEnd, labelOf, targetOf } from "./actions";
import { SiegeBoard } from "./board";
import { CombatPanel } from "./combat";
import { eventText, playEvents } from "./events";
import { describeHidden } from "./hidden";
import { SEAT_COLOR } from "./palette";
import { AmuletDialog, RailsPanel } from "./rails";
import { RoundPanel, question } from "./round";
import { resultReason } from "./result";
import { siegeState } from "./state";
import { scoreTable } from "./score";
import { hintText } from "./hint";
import { oddsLine } from "./odds-line";
import { seatChips, siegeCounts } from "./seats";
import { HeroCardPanel } from "./hero-panel";
import { KeepPanel } from "./team-cards";
import { UnitSheetPanel } from "./sheet-panel";
import { SIEGE_RULES } from "./rules-ref";
import { SIEGE_REFUSAL_WORDS } from "./refusal-words";
import { warnBefore } from "./warnings";
import { actionNeed } from "./roll-needs";
import { DangerPanel } from "./danger";
import { PayPreference } from "./pay";
import { PayPanel } from "./pay-panel";
import en from "./i18n/en.json";
import ru from "./i18n/ru.json";
import glossaryEn from "./i18n/glossary.en.json";
import glossaryRu from "./i18n/glossary.ru.json";
import "./siege.css";
import "./sheets.css";

/** The player's choice of the Action that pays when either may (pay.ts), for the screen's lists and its switch. */
const PAY = new PayPreference();

/** Siege (docs/play/siege/rules.en.md): 1–4 defenders together against the Zeds the game runs, on four tracks around Town Center. */
export const siegePlugin: GamePlugin<SiegeBoard> = {
  id: "siege",
  order: 2,
  roomName: "siege",
  optionsSchema: siegeOptionsSchema,
  // the lobby fills the seats from the seats taken
  hiddenOptions: ["seats"],
  words: { en: merged(en as Dict, glossaryEn as Dict), ru: merged(ru as Dict, glossaryRu as Dict) },
  groups: GROUPS,
  name: () => t("create.siege").split("—")[0]!.trim(),
  title: () => t("create.siege"),
  seatsHint: () => t("siege.needs"),
  // the measured odds of the chosen seats and Zeds Pressure (bench/siege-odds.ts): the strong bot's figure, else greedy's, said so
  lobbyNote: oddsLine,
  createBoard: (host, callbacks) => new SiegeBoard(host, callbacks),
  createPanels: (send, refresh) => [new RoundPanel(), new DangerPanel(), new PayPanel(PAY, refresh), new CombatPanel(), new AmuletDialog(send), new RailsPanel(send), new HeroCardPanel(), new KeepPanel(), new UnitSheetPanel("peek"), new UnitSheetPanel("pinned")],
  // one entry per action whichever Action pays for it, the pay switch picks which (pay.ts)
  shownActions: (_st, actions) => PAY.shown(actions),
  describeAction: labelOf,
  // a shot says what it needs before the dice (the rules' need, roll-needs.ts)
  actionDetail: actionNeed,
  hintText,
  actionTarget: targetOf,
  actionGroup: groupOf,
  actionActor: actorOf,
  endsTurn: isEnd,
  describeEvent: eventText,
  playEvents,
  seatColor: (seat) => SEAT_COLOR[seat],
  seatDetails: seatChips,
  statusDetails: siegeCounts,
  // a seat may take back its last Move (siege G15): the Undo shows only when the server says it would take it back
  canUndo: (st, seat, serverSays) => !!seat && st.stage === "play" && serverSays === true,
  // Done ends the seat's Action phase for good: a second click confirms it, and no number key presses it
  confirmEnd: true,
  // a choice that loses the game at once (G10's Red Telephone warning, as the server marks it) asks for a second click
  warnBefore,
  describeHidden,
  // the players' rules reference, docs/play/siege/rules.<lang>.md rendered at build time
  rules: SIEGE_RULES,
  // the rules' own refusal sentences in the reader's language
  refusals: SIEGE_REFUSAL_WORDS,
  question: (st) => question(siegeState(st)),
  resultReason: (st) => resultReason(siegeState(st)),
  // the epilogue score of siege §7 with its breakdown, for every seat and spectator
  resultDetails: scoreTable,
};
