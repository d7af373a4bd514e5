import "@fontsource/pt-sans/400.css";
import "@fontsource/pt-sans/700.css";
import "./style.css";
import { initI18n, lang, setLang, t, LANGS } from "./i18n";
import { loadIcons } from "./render/icons";
import { Connection, savedToken } from "./net/connection";
import { createPage, joinPage } from "./ui/create";
import { lobbyView, copyInvite } from "./ui/lobby";
import { GameView } from "./ui/game";
import { h, toast } from "./ui/dom";

const app = document.getElementById("app")!;
let conn: Connection | null = null;
let game: GameView | null = null;
let screen: "create" | "join" | "lobby" | "game" = "create";

/** The game id of the page's address (/g/<id>), if any. */
const gameIdOfUrl = () => location.pathname.match(/^\/g\/([A-Za-z0-9_-]+)/)?.[1] ?? null;

function topBar(): HTMLElement {
  const langSwitch = h(
    "div.lang",
    { role: "group", "aria-label": t("lang.label") },
    ...LANGS.map((l) =>
      h("button", { "aria-pressed": String(lang() === l), lang: l, onclick: async () => {
        await setLang(l);
        rerender(true);
      } }, l.toUpperCase()),
    ),
  );
  const code = conn?.room ? h("span.gamecode", null, h("span.code-id", { title: "game id" }, conn.gameId), h("button.copy#copy-top", { onclick: () => copyInvite(conn!.gameId) }, t("lobby.copy"))) : null;
  return h(
    "header.topbar",
    null,
    h("a.brand", { href: "/" }, "Zedfall"),
    h("span.game-name", null, conn?.room ? t("create.house").split("—")[0]!.trim() : ""),
    code,
    h("span.spacer"),
    h("span.turnflag#turnflag", null, ""),
    langSwitch,
    h("span.conn-dot#conn-dot", { title: "connection", "data-state": conn?.room ? "on" : "off" }),
    h("button.about", { title: t("game.about"), onclick: () => toast(t("game.credits")) }, "?"),
  );
}

/** Renders the current screen (a full rebuild on screen or language change; the game view updates in place). */
async function rerender(full = false): Promise<void> {
  if (conn?.room && !conn.state?.stage) return; // the full state has not arrived yet
  const want = !conn?.room ? (gameIdOfUrl() ? "join" : "create") : conn.state.stage === "lobby" ? "lobby" : "game";
  if (want === "game" && screen === "game" && game && !full) {
    game.update();
    return;
  }
  if (want === "lobby" && screen === "lobby" && !full) {
    app.querySelector(".page")?.replaceWith(lobbyView(conn!));
    return;
  }
  screen = want;
  app.replaceChildren(topBar());
  if (want === "create") app.append(createPage(async (options, name) => start(() => conn!.create(options, name))));
  else if (want === "join") app.append(joinPage(gameIdOfUrl()!, async (name) => start(() => conn!.join(gameIdOfUrl()!, name))));
  else if (want === "lobby") app.append(lobbyView(conn!));
  else {
    game = new GameView(conn!);
    app.append(game.el);
    app.classList.add("in-game");
    await game.init();
  }
}

async function start(open: () => Promise<void>): Promise<void> {
  conn = new Connection();
  let banner: HTMLElement | null = null;
  let dropTimer: ReturnType<typeof setInterval> | null = null;
  conn.on("state", () => void rerender());
  conn.on("legal", () => game?.update());
  conn.on("welcome", () => void rerender());
  conn.on("events", (m) => game?.onEvents(m));
  conn.on("chat", (m) => game?.onChat(m));
  conn.on("rejected", (m) => toast(`${t("rejected.title")}: ${m.message}`, "error"));
  conn.on("drop", () => {
    document.getElementById("conn-dot")?.setAttribute("data-state", "off");
    banner?.remove();
    let s = 0;
    banner = h("div.banner#banner", { role: "alert" }, t("net.dropped", { seconds: s }));
    document.body.append(banner);
    dropTimer = setInterval(() => banner && (banner.textContent = t("net.dropped", { seconds: ++s })), 1000);
  });
  conn.on("reconnect", () => {
    if (dropTimer) clearInterval(dropTimer);
    document.getElementById("conn-dot")?.setAttribute("data-state", "on");
    banner?.remove();
    banner = h("div.banner.ok#banner", { role: "status" }, t("net.back"));
    document.body.append(banner);
    const b = banner;
    setTimeout(() => b.remove(), 2500);
  });
  conn.on("leave", (code) => {
    if (dropTimer) clearInterval(dropTimer);
    if (code === 1000) return;
    document.getElementById("conn-dot")?.setAttribute("data-state", "off");
    banner?.remove();
    banner = h("div.banner#banner", { role: "alert" }, t("net.lost"), " ", h("button", { onclick: () => location.reload() }, t("net.rejoin")));
    document.body.append(banner);
  });
  await open();
  if (gameIdOfUrl() !== conn.gameId) history.pushState(null, "", `/g/${conn.gameId}`);
  // a read-only handle for end-to-end tests and curious players: the connection and square → page position
  (window as unknown as { zedfall: unknown }).zedfall = { conn, screenOf: (sq: { x: number; y: number; z: number }) => game?.screenOf(sq) };
  await rerender(true);
}

await initI18n();
await loadIcons();
await document.fonts?.load("13px 'PT Sans'").catch(() => {});
const id = gameIdOfUrl();
// a returning player (token kept in this browser) goes straight back to the seat
if (id && savedToken(id)) {
  const name = localStorage.getItem("zedfall:name") ?? "Player";
  try {
    await start(() => conn!.join(id, name));
  } catch (e) {
    conn = null;
    await rerender(true);
    toast(String(e instanceof Error ? e.message : e), "error");
  }
} else await rerender(true);
window.addEventListener("popstate", () => location.reload());
