import type { GameRules } from "../../shell/plugin";
import rulesHtml from "virtual:docs/house";
import { rulesAnchor } from "./rules-anchor";

/** The House players' rules reference (docs/play/house/rules.<lang>.md rendered at build time): the "?" button, the log's and the sheets' rule chips open it. */
export const HOUSE_RULES: GameRules = { html: (lang) => rulesHtml[lang] ?? rulesHtml.en!, anchorOf: rulesAnchor };
