import type { GameRules } from "./plugin";
import { DOC_ID_PREFIX } from "./doc-ids";
import { h, toast } from "./dom";
import { lang, t } from "./i18n";

/** The reference the panel shows now and the tag it was opened at, to redraw it in another language. */
let shown: { rules: GameRules; tag?: string } | null = null;

function onKey(e: KeyboardEvent): void {
  if (e.key === "Escape") closeRules();
}

/** Closes the rules panel, if open. */
export function closeRules(): void {
  document.getElementById("rules-panel")?.remove();
  document.removeEventListener("keydown", onKey);
  shown = null;
}

/**
 * Opens a game's rules reference in a panel (`#rules-panel`) in the current language, scrolled to
 * the heading a rule tag of the log points to (the top when `tag` is absent or unknown), with the
 * credits at its bottom. Opening again replaces the panel.
 */
export function openRules(rules: GameRules, tag?: string): void {
  closeRules();
  const body = h("div.rules-body", { html: rules.html(lang()) });
  const close = h("button.rules-close#rules-close", { type: "button", "aria-label": t("game.close"), title: t("game.close"), onclick: closeRules }, "×");
  const panel = h(
    "aside.rules-panel#rules-panel",
    { role: "dialog", "aria-label": t("game.rules") },
    h("header.rules-head", null, h("h2", null, t("game.rules")), close),
    body,
  );
  body.append(h("p.rules-credits", null, t("game.credits")));
  document.body.append(panel);
  document.addEventListener("keydown", onKey);
  shown = { rules, tag };
  close.focus();
  const anchor = tag ? rules.anchorOf(tag) : null;
  const target = anchor ? body.querySelector<HTMLElement>(`#${CSS.escape(DOC_ID_PREFIX + anchor)}`) : null;
  if (!target) return;
  target.classList.add("rules-target");
  body.scrollTop = target.offsetTop - 8;
}

/** Redraws an open rules panel after a language change (same reference, same place). */
export function refreshRules(): void {
  if (shown) openRules(shown.rules, shown.tag);
}

/** The top bar's "?" button: the game's rules reference when it has one, else the credits. */
export function showAbout(rules: GameRules | undefined): void {
  if (rules) openRules(rules);
  else toast(t("game.credits"));
}

/**
 * A rule tag as a chip (the log, a roll's caption): a button that opens the reference at that
 * tag when the game has one that knows it, else plain text as before.
 */
export function ruleChip(rules: GameRules | undefined, tag: string): HTMLElement {
  if (!rules?.anchorOf(tag)) return h("span.chip", { title: tag }, tag);
  return h("button.chip", { type: "button", title: `${t("game.rules")}: ${tag}`, dataset: { rule: tag }, onclick: () => openRules(rules, tag) }, tag);
}
