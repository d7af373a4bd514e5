import { houseOptionsSchema } from "@zedfall/shared/src/house/options";
import type { GamePlugin } from "../../shell/plugin";
import { merged, t, type Dict } from "../../shell/i18n";
import { GROUPS, actorOf, groupOf, isEnd, labelOf, targetOf } from "./actions";
import { HouseBoard } from "./board";
import { eventText, playEvents } from "./events";
import { GrabPrompt } from "./grab";
import { HandPanel } from "./hand";
import { describeHidden } from "./hidden";
import { SEAT_COLOR, deckCounts, figureChips } from "./seats";
import { warnBefore } from "./warnings";
import { rulesAnchor } from "./rules-anchor";
import { resultReason } from "./result";
import rulesHtml from "virtual:docs/house";
import en from "./i18n/en.json";
import ru from "./i18n/ru.json";
import enExpansions from "./i18n/expansions.en.json";
import ruExpansions from "./i18n/expansions.ru.json";
import "./house.css";
import "./expansions.css";

/** House (rules/house.md): 1 Zombie player against 1–4 human players on one house map. */
export const housePlugin: GamePlugin<HouseBoard> = {
  id: "house",
  roomName: "house",
  optionsSchema: houseOptionsSchema,
  // the lobby fills the human seats from the seats taken; one map is shipped, so there is nothing to choose
  hiddenOptions: ["humanSeats", "map"],
  words: { en: merged(en as Dict, enExpansions as Dict), ru: merged(ru as Dict, ruExpansions as Dict) },
  groups: GROUPS,
  name: () => t("create.house").split("—")[0]!.trim(),
  title: () => t("create.house"),
  seatsHint: () => t("lobby.needs"),
  createBoard: (host, callbacks) => new HouseBoard(host, callbacks),
  createPanels: (send) => [new GrabPrompt(send), new HandPanel(send)],
  describeAction: labelOf,
  actionTarget: targetOf,
  actionGroup: groupOf,
  actionActor: actorOf,
  endsTurn: isEnd,
  describeEvent: eventText,
  resultReason,
  playEvents,
  seatColor: (seat) => SEAT_COLOR[seat],
  seatDetails: figureChips,
  statusDetails: deckCounts,
  // shown only when the server would take the last action back (its legal list's undo flag: house.md DoR 7, G8)
  canUndo: (st, seat, serverSays) => !!seat && st.stage === "play" && serverSays === true,
  warnBefore,
  // the players' rules reference, docs/house/rules.<lang>.md rendered at build time
  rules: { html: (lang) => rulesHtml[lang] ?? rulesHtml.en!, anchorOf: rulesAnchor },
  describeHidden,
};
