import { h } from "./dom";
import { t } from "./i18n";
import { endpoint, savedName } from "./connection";
import { has } from "./i18n";
import { errorText } from "./server-errors";
import { optionFields, type OptionField } from "./options";
import type { GamePlugin } from "./plugin";

/** The rows of the options fieldset: each option's control, name and one-line explanation. */
function optionRows(fields: OptionField[]): HTMLElement[] {
  return fields.map((o) => {
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
}

/** The `seed` of the page's address (?seed=…), which fixes a game's dice for tests and bug reports. */
function seedOfUrl(): string | null {
  const m = location.href.match(/[?&]seed=([^&#]*)/);
  return m ? decodeURIComponent(m[1]!.replace(/\+/g, " ")) : null;
}

/** The pace of the new game (a choice of the server, not of the game's rules): live or async, with what the chosen one means. */
function paceRow(): HTMLElement {
  const help = h("p.opt-help#pace-help", null, t("pace.live_help"));
  const select = h(
    "select#pace",
    { name: "pace", onchange: () => (help.textContent = t(`pace.${select.value}_help`)) },
    ...PACES.map((p) => h("option", { value: p, selected: p === "live" }, t(`pace.${p}`))),
  ) as HTMLSelectElement;
  return h("div.opt.opt-choice.pace", null, h("label", { for: "pace" }, h("span.opt-name", null, t("pace.label"))), select, help);
}

/** The paces a game may be created with (server/src/rooms/seats/pace.ts), the default first. */
export const PACES = ["live", "async"] as const;

/** The "new game" page: name, game, pace, options with a one-line explanation each. */
export function createPage(games: readonly GamePlugin[], onCreate: (plugin: GamePlugin, options: Record<string, unknown>, name: string) => Promise<void>): HTMLElement {
  const name = h("input#name", { type: "text", required: true, maxlength: 32, value: savedName(), placeholder: t("create.namePlaceholder"), autocomplete: "nickname" });
  let plugin = games[0]!;
  const legend = h("legend", null, t("create.options"));
  const fieldset = h("fieldset.options", null, legend, ...optionRows(optionFields(plugin)));
  const game = h(
    "select#game",
    { name: "game", onchange: () => {
      plugin = games.find((g) => g.id === game.value) ?? plugin;
      fieldset.replaceChildren(legend, ...optionRows(optionFields(plugin)));
    } },
    ...games.map((g) => h("option", { value: g.id, selected: g === plugin }, g.title())),
  );
  const status = h("p.status", { role: "status" });
  // the turn webhook: only where the server allows webhooks (ZEDFALL_WEBHOOKS); the URL goes to the server with the create and to nobody else
  const webhook = h("input#webhook", { type: "url", maxlength: 1024, placeholder: "https://discord.com/api/webhooks/…", autocomplete: "off", "aria-describedby": "webhook-help" });
  const webhookRow = h("div.webhook-row", { hidden: true }, h("label", { for: "webhook" }, t("notify.webhook")), webhook, h("p.help#webhook-help", null, t("notify.webhookHelp")));
  void fetch(`${endpoint()}/api/notify`, { cache: "no-store" })
    .then((r) => (r.ok ? r.json() : null))
    .then((info: { webhooks?: boolean } | null) => (webhookRow.hidden = !info?.webhooks))
    .catch(() => {});
  const submit = h("button.primary#create", { type: "submit" }, t("create.submit")) as HTMLButtonElement;
  const form = h(
    "form.card.create",
    {
      onsubmit: async (e: Event) => {
        e.preventDefault();
        const options: Record<string, unknown> = {};
        for (const o of optionFields(plugin)) {
          const el = form.querySelector<HTMLInputElement>(`#opt-${o.key}`)!;
          options[o.key] = o.kind === "bool" ? el.checked : o.kind === "number" ? Number(el.value) : el.value;
        }
        options.pace = form.querySelector<HTMLSelectElement>("#pace")!.value;
        const seed = seedOfUrl();
        if (seed) options.seed = seed;
        const hook = (webhook as HTMLInputElement).value.trim();
        if (!webhookRow.hidden && hook) options.webhook = hook;
        submit.disabled = true;
        status.textContent = t("create.creating");
        try {
          await onCreate(plugin, options, (name as HTMLInputElement).value.trim() || "Player");
        } catch (err) {
          status.textContent = t("create.failed", { message: errorText(err) });
          submit.disabled = false;
        }
      },
    },
    h("h1", null, t("create.heading")),
    h("label", { for: "name" }, t("create.name")),
    name,
    h("label", { for: "game" }, t("create.game")),
    game,
    paceRow(),
    fieldset,
    webhookRow,
    submit,
    status,
  );
  return h("div.page", null, h("p.tagline", null, t("app.tagline")), form);
}

/** The "join by link" page: only the name. */
export function joinPage(gameId: string, onJoin: (name: string) => Promise<void>): HTMLElement {
  // which game the link opens and who created it, asked before joining (GET /api/games/<id>)
  const about = h("p.join-about#join-about");
  void fetch(`${endpoint()}/api/games/${encodeURIComponent(gameId)}`, { cache: "no-store" })
    .then(async (r) => {
      if (r.status === 404) {
        // nothing to join (tester: the page still offered the name field and "Join game")
        about.textContent = t("lobby.noSuchGame");
        for (const el of [nameLabel, name, submit]) el.hidden = true;
        return;
      }
      if (!r.ok) return;
      const g = (await r.json()) as { game: string; status: string; creator: string | null };
      const game = has(`create.${g.game}`) ? t(`create.${g.game}`) : g.game;
      about.textContent = [g.creator ? t("lobby.gameBy", { game, creator: g.creator }) : game, has(`lobby.status_${g.status}`) ? t(`lobby.status_${g.status}`) : ""].filter(Boolean).join(" · ");
    })
    .catch(() => {});
  const name = h("input#name", { type: "text", required: true, maxlength: 32, value: savedName(), placeholder: t("create.namePlaceholder"), autocomplete: "nickname" });
  const nameLabel = h("label", { for: "name" }, t("create.name"));
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
          status.textContent = t("lobby.joinFailed", { message: errorText(err) });
          submit.disabled = false;
        }
      },
    },
    h("h1", null, t("lobby.joinHeading")),
    h("p.code", null, gameId),
    about,
    nameLabel,
    name,
    submit,
    status,
    h("p", null, h("a", { href: "/" }, t("lobby.newGame"))),
  );
  return h("div.page", null, form);
}
