import { h } from "./dom";
import { t } from "./i18n";
import { savedName } from "./connection";

/** One lobby option of house.md decision of record 2 (each shown with a one-line explanation). */
interface OptSpec {
  key: string;
  kind: "bool" | "number" | "choice";
  def: unknown;
  choices?: string[];
  min?: number;
  max?: number;
}

export const HOUSE_OPTIONS: OptSpec[] = [
  { key: "characters", kind: "choice", def: "pick", choices: ["pick", "deal"] },
  { key: "spawnMode", kind: "choice", def: "edge", choices: ["edge", "full"] },
  { key: "howBoring", kind: "bool", def: true },
  { key: "crawlers", kind: "bool", def: true },
  { key: "baby", kind: "choice", def: "search", choices: ["off", "search", "setup"] },
  { key: "roundLimit", kind: "number", def: 20, min: 1, max: 99 },
  { key: "surviveTillDawn", kind: "bool", def: false },
  { key: "infection", kind: "bool", def: false },
  { key: "fallBack", kind: "bool", def: false },
  { key: "tearDown", kind: "bool", def: false },
  { key: "refill", kind: "bool", def: false },
  { key: "carHorror", kind: "bool", def: false },
  { key: "plainCharacters", kind: "bool", def: false },
  { key: "spawnEdgeRoll", kind: "bool", def: false },
  { key: "reactionSeconds", kind: "number", def: 20, min: 5, max: 300 },
];

/** The "new game" page: name, game, options with a one-line explanation each. */
export function createPage(onCreate: (options: Record<string, unknown>, name: string) => Promise<void>): HTMLElement {
  const name = h("input#name", { type: "text", required: true, maxlength: 32, value: savedName(), placeholder: t("create.namePlaceholder"), autocomplete: "nickname" });
  const rows = HOUSE_OPTIONS.map((o) => {
    const id = `opt-${o.key}`;
    let input: HTMLElement;
    if (o.kind === "bool") input = h("input", { id, type: "checkbox", checked: o.def === true, name: o.key });
    else if (o.kind === "number") input = h("input", { id, type: "number", value: String(o.def), min: o.min, max: o.max, name: o.key, inputmode: "numeric" });
    else input = h("select", { id, name: o.key }, ...o.choices!.map((c) => h("option", { value: c, selected: c === o.def }, t(`opt.${o.key}.${c}`))));
    return h(
      `div.opt.opt-${o.kind}`,
      null,
      o.kind === "bool" ? h("label", { for: id }, input, " ", h("span.opt-name", null, t(`opt.${o.key}.label`))) : h("label", { for: id }, h("span.opt-name", null, t(`opt.${o.key}.label`))),
      o.kind === "bool" ? null : input,
      h("p.opt-help", null, t(`opt.${o.key}.help`)),
    );
  });
  const status = h("p.status", { role: "status" });
  const submit = h("button.primary#create", { type: "submit" }, t("create.submit")) as HTMLButtonElement;
  const form = h(
    "form.card.create",
    {
      onsubmit: async (e: Event) => {
        e.preventDefault();
        const options: Record<string, unknown> = {};
        for (const o of HOUSE_OPTIONS) {
          const el = form.querySelector<HTMLInputElement>(`#opt-${o.key}`)!;
          options[o.key] = o.kind === "bool" ? el.checked : o.kind === "number" ? Number(el.value) : el.value;
        }
        const seed = new URLSearchParams(location.search).get("seed");
        if (seed) options.seed = seed;
        submit.disabled = true;
        status.textContent = t("create.creating");
        try {
          await onCreate(options, (name as HTMLInputElement).value.trim() || "Player");
        } catch (err) {
          status.textContent = t("create.failed", { message: err instanceof Error ? err.message : String(err) });
          submit.disabled = false;
        }
      },
    },
    h("h1", null, t("create.heading")),
    h("label", { for: "name" }, t("create.name")),
    name,
    h("label", { for: "game" }, t("create.game")),
    h("select#game", { name: "game" }, h("option", { value: "house", selected: true }, t("create.house"))),
    h("fieldset.options", null, h("legend", null, t("create.options")), ...rows),
    submit,
    status,
  );
  return h("div.page", null, h("p.tagline", null, t("app.tagline")), form);
}

/** The "join by link" page: only the name. */
export function joinPage(gameId: string, onJoin: (name: string) => Promise<void>): HTMLElement {
  const name = h("input#name", { type: "text", required: true, maxlength: 32, value: savedName(), placeholder: t("create.namePlaceholder"), autocomplete: "nickname" });
  const status = h("p.status", { role: "status" });
  const submit = h("button.primary#join", { type: "submit" }, t("lobby.join")) as HTMLButtonElement;
  const form = h(
    "form.card.join",
    {
      onsubmit: async (e: Event) => {
        e.preventDefault();
        submit.disabled = true;
        status.textContent = t("lobby.joining");
        try {
          await onJoin((name as HTMLInputElement).value.trim() || "Player");
        } catch (err) {
          status.textContent = t("lobby.joinFailed", { message: err instanceof Error ? err.message : String(err) });
          submit.disabled = false;
        }
      },
    },
    h("h1", null, t("lobby.joinHeading")),
    h("p.code", null, gameId),
    h("label", { for: "name" }, t("create.name")),
    name,
    submit,
    status,
    h("p", null, h("a", { href: "/" }, t("lobby.newGame"))),
  );
  return h("div.page", null, form);
}
