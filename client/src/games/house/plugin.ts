import { houseOptionsSchema } from "@zedfall/shared/house/options";
import type { GamePlugin } from "../../shell/plugin";
import { merged, t, type Dict } from "../../shell/i18n";
import { GROUPS, actorOf, groupOf, isEnd, keyed, labelOf, targetOf } from "./actions";
import { HouseBoard } from "./board";
import { eventText, playEvents } from "./events";
import { GrabPrompt } from "./grab";
import { HandPanel } from "./hand";
import { PickPanel } from "./pick-panel";
import { FigureSheetPanel } from "./sheet-panel";
import { describeHidden } from "./hidden";
import { SEAT_COLOR, deckCounts, figureChips } from "./seats";
import { warnBefore } from "./warnings";
import { actionDetail } from "./action-details";
import { resultReason } from "./result";
import { hintText } from "./hint";
import { HOUSE_RULES } from "./rules-ref";
import { HOUSE_REFUSAL_WORDS } from "./refusal-words";
import en from "./i18n/en.json";
import ru from "./i18n/ru.json";
import enExpansions from "./i18n/expansions.en.json";
import ruExpansions from "./i18n/expansions.ru.json";
import enSheets from "./i18n/sheets.en.json";
import ruSheets from "./i18n/sheets.ru.json";
import "./house.css";
import "./expansions.css";
import "./sheets.css";

/** House (docs/play/house/rules.en.md): 1 Zombie player against 1–4 human players on one house map. */
export const housePlugin: GamePlugin<HouseBoard> = {
  id: "house",
  order: 1,
  roomName: "house",
  optionsSchema: houseOptionsSchema,
  // the lobby fills the human seats from the seats taken; one map is shipped, so there is nothing to choose
  hiddenOptions: ["humanSeats", "map"],
  // the base words, the expansions' and the character sheets' and card texts', each in its own files
  words: { en: merged(merged(en as Dict, enExpansions as Dict), enSheets as Dict), ru: merged(merged(ru as Dict, ruExpansions as Dict), ruSheets as Dict) },
  groups: GROUPS,
  name: () => t("create.house").split("—")[0]!.trim(),
  title: () => t("create.house"),
  seatsHint: () => t("lobby.needs"),
  createBoard: (host, callbacks) => new HouseBoard(host, callbacks),
  // the character sheets: the pick row while characters are chosen, a figure's sheet pinned in a band by a tap, peeked at by the mouse
  createPanels: (send) => [new GrabPrompt(send), new FigureSheetPanel("peek"), new PickPanel(send), new HandPanel(send), new FigureSheetPanel("pinned")],
  describeAction: labelOf,
  hintText,
  actionDetail,
  actionTarget: targetOf,
  actionGroup: groupOf,
  actionActor: actorOf,
  endsTurn: isEnd,
  // a weapon or item thrown away is out of the game: no number key among the turns and steps discards it (keyed)
  keyed,
  describeEvent: eventText,
  resultReason,
  playEvents,
  seatColor: (seat) => SEAT_COLOR[seat],
  seatDetails: figureChips,
  statusDetails: deckCounts,
  // shown only when the server would take the last action back (its legal list's undo flag: house DoR 7, G8)
  canUndo: (st, seat, serverSays) => !!seat && st.stage === "play" && serverSays === true,
  warnBefore,
  // the players' rules reference, docs/play/house/rules.<lang>.md rendered at build time
  rules: HOUSE_RULES,
  // the rules' own refusal sentences in the reader's language
  refusals: HOUSE_REFUSAL_WORDS,
  describeHidden,
};
