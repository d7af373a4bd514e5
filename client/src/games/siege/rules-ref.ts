import type { GameRules } from "../../shell/plugin";
import rulesHtml from "virtual:docs/siege";
import { rulesAnchor } from "./rules-anchor";

/** The Siege players' rules reference (docs/play/siege/rules.<lang>.md rendered at build time): the "?" button and the log's rule chips open it. */
export const SIEGE_RULES: GameRules = { html: (lang) => rulesHtml[lang] ?? rulesHtml.en!, anchorOf: rulesAnchor };
