import "@fontsource/pt-sans/400.css";
import "@fontsource/pt-sans/700.css";
import "./style.css";
import { initI18n, lang, setLang, t, LANGS } from "./i18n";
import { loadIcons } from "./icons";
import { Connection, savedToken } from "./connection";
import { createPage, joinPage } from "./create";
import { myGames } from "./mine";
import { pollMyGames } from "./my-games";
import { startTabBadge } from "./tab-badge";
import { turnAlertControls } from "./turn-alerts";
import { ReplayBar } from "./replay";
import { lobbyView, copyInvite } from "./lobby";
import { GameView } from "./game";
import { registerServiceWorker } from "./notify";
import { actionKey } from "./actions";
import { h, toast } from "./dom";
import { refusalText } from "./refusal";
import { errorText } from "./server-errors";
import { refreshRules, showAbout } from "./rules";
import { GAMES, GAMES_WORDS, gameOf } from "../games";

const app = document.getElementById("app")!;
let conn: Connection | null = null;
let game: GameView | null = null;
let replayBar: ReplayBar | null = null;
let screen: "create" | "join" | "lobby" | "game" = "create";

/** The game id of the page's address (/g/<id>), if any. */
const gameIdOfUrl = () => location.pathname.match(/^\/g\/([A-Za-z0-9_-]+)/)?.[1] ?? null;
/** The finished game of a replay address (/replay/<id>), if any. */
const replayIdOfUrl = () => location.pathname.match(/^\/replay\/([A-Za-z0-9_-]+)/)?.[1] ?? null;

function topBar(): HTMLElement {
  const langSwitch = h(
    "div.lang",
    { role: "group", "aria-label": t("lang.label") },
    ...LANGS.map((l) =>
      h("button", { "aria-pressed": String(lang() === l), lang: l, onclick: async () => {
        await setLang(l);
        rerender(true);
        refreshRules();
      } }, l.toUpperCase()),
    ),
  );
  // a replay names the game it shows (not its own room), as a replay, with nothing to invite to
  const code = !conn?.room
    ? null
    : conn.watchedGame
      ? h("span.gamecode", null, h("span.replay-tag", null, t("replay.heading")), " ", h("span.code-id", { title: "game id" }, conn.watchedGame))
      : h("span.gamecode", null, h("span.code-id", { title: "game id" }, conn.gameId), h("button.copy#copy-top", { onclick: () => copyInvite(conn!.gameId) }, t("lobby.copy")));
  return h(
    "header.topbar",
    null,
    h("a.brand", { href: "/" }, "Zedfall"),
    h("span.game-name", null, conn?.room ? gameOf(conn.state.game).name() : ""),
    code,
    h("span.spacer"),
    h("span.turnflag#turnflag", null, ""),
    // the turn alert settings (sound) in a game or its lobby, never in a replay
    conn?.room && !conn.watchedGame ? turnAlertControls() : null,
    langSwitch,
    // the connection to a game's room (green, red while it is lost); pages outside a game have none, so no dot
    conn?.room ? h("span.conn-dot#conn-dot", { title: "connection", "data-state": "on" }) : null,
    // the game's rules reference (in a game or its lobby) with the credits at its end; elsewhere the credits
    h("button.about#about", { title: t("game.about"), onclick: () => showAbout(conn?.room ? gameOf(conn.state.game).rules : undefined) }, "?"),
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
    app.querySelector(".page")?.replaceWith(lobbyView(conn!, gameOf(conn!.state.game)));
    return;
  }
  screen = want;
  game?.destroy();
  game = null;
  app.replaceChildren(topBar());
  if (want === "create") {
    const page = createPage(GAMES, async (plugin, options, name) => start(() => conn!.create(plugin.roomName, options, name)));
    page.append(myGames());
    app.append(page);
  }
  else if (want === "join") app.append(joinPage(gameIdOfUrl()!, async (name) => start(() => conn!.join(gameIdOfUrl()!, name))));
  else if (want === "lobby") app.append(lobbyView(conn!, gameOf(conn!.state.game)));
  else {
    const plugin = gameOf(conn!.state.game);
    game = new GameView(conn!, plugin);
    app.append(game.el);
    app.classList.add("in-game");
    if (conn!.replay) {
      replayBar = new ReplayBar(conn!, plugin);
      game.el.querySelector(".board-col")?.append(replayBar.el);
      replayBar.update(conn!.replay);
    }
    await game.init();
  }
}

/** A banner at the top of the page (connection news); `ok` ones leave by themselves. */
let banner: HTMLElement | null = null;
function showBanner(kind: "alert" | "ok", ...content: (string | HTMLElement)[]): HTMLElement {
  banner?.remove();
  banner = h(`div.banner${kind === "ok" ? ".ok" : ""}#banner`, { role: kind === "ok" ? "status" : "alert" }, ...content);
  document.body.append(banner);
  if (kind === "ok") {
    const b = banner;
    setTimeout(() => b.remove(), 2500);
  }
  return banner;
}

async function start(open: () => Promise<void>): Promise<void> {
  conn = new Connection();
  let dropTimer: ReturnType<typeof setInterval> | null = null;
  conn.on("state", () => void rerender());
  conn.on("legal", () => game?.onLegal());
  conn.on("welcome", () => void rerender());
  conn.on("events", (m) => game?.onEvents(m));
  conn.on("history", () => game?.onHistory());
  conn.on("chat", (m) => game?.onChat(m));
  conn.on("hint", (m) => game?.onHint(m));
  // the server's reason is English: another language says it by its shape (the room's or the game's) or its code (refusal.ts)
  conn.on("rejected", (m) => {
    // a hint request refused for the rate goes again by itself (game.ts onRejected): nothing to show
    if (game?.onRejected(m)) return;
    const st = conn?.room ? conn.state : null;
    const plugin = st?.game ? GAMES.find((g) => g.id === st.game) : undefined;
    toast(`${t("rejected.title")}: ${refusalText(m, plugin ? { plugin, state: st } : undefined)}`, "error");
  });
  conn.on("replay", (m) => {
    replayBar?.update(m);
    game?.update();
  });
  // while the server is away the game's buttons are disabled (they would send nothing), and enabled again when it is back
  conn.on("drop", () => {
    game?.setOnline(false);
    document.getElementById("conn-dot")?.setAttribute("data-state", "off");
    let s = 0;
    const b = showBanner("alert", t("net.dropped", { seconds: s }));
    if (dropTimer) clearInterval(dropTimer);
    dropTimer = setInterval(() => (b.textContent = t("net.dropped", { seconds: ++s })), 1000);
  });
  conn.on("reconnect", () => {
    game?.setOnline(true);
    if (dropTimer) clearInterval(dropTimer);
    document.getElementById("conn-dot")?.setAttribute("data-state", "on");
    showBanner("ok", t("net.back"));
  });
  conn.on("rejoining", (n) => {
    game?.setOnline(false);
    if (dropTimer) clearInterval(dropTimer);
    document.getElementById("conn-dot")?.setAttribute("data-state", "off");
    showBanner("alert", n === 1 ? t("net.restarted") : t("net.rejoining", { n }));
  });
  conn.on("rejoined", () => {
    game?.setOnline(true);
    document.getElementById("conn-dot")?.setAttribute("data-state", "on");
    showBanner("ok", t("net.back"));
    void rerender(true);
  });
  conn.on("failed", (message) => {
    showBanner("alert", t("net.failed", { message }), " ", h("button", { onclick: () => location.reload() }, t("net.reload")));
  });
  conn.on("leave", (code) => {
    if (dropTimer) clearInterval(dropTimer);
    // 1000: left on purpose; 4000: the seat was opened in another window. Other codes: the seat token takes the seat back (rejoining)
    if (code !== 4000) return;
    document.getElementById("conn-dot")?.setAttribute("data-state", "off");
    showBanner("alert", t("net.lost"), " ", h("button", { onclick: () => location.reload() }, t("net.rejoin")));
  });
  await open();
  if (!conn.replay && gameIdOfUrl() !== conn.gameId) history.pushState(null, "", `/g/${conn.gameId}`);
  // a read-only handle for end-to-end tests and curious players: the connection and board place → page position
  (window as unknown as { zedfall: unknown }).zedfall = { conn, screenOf: (place: unknown) => game?.screenOf(place), boardText: () => game?.boardText() ?? null, actionKey };
  await rerender(true);
}

await initI18n([GAMES_WORDS, ...GAMES.map((g) => g.words)]);
registerServiceWorker();
await loadIcons();
await document.fonts?.load("13px 'PT Sans'").catch(() => {});
// the title and favicon count the games waiting for this browser: polled on the first page and while the tab is hidden (my-games.ts)
startTabBadge();
pollMyGames(() => !conn?.room || document.hidden);
const id = gameIdOfUrl();
const replayId = replayIdOfUrl();
if (replayId) {
  try {
    await start(() => conn!.watch(replayId));
  } catch (e) {
    conn = null;
    await rerender(true);
    toast(t("replay.failed", { message: errorText(e) }), "error");
  }
} else if (id && savedToken(id)) {
  // a returning player (token kept in this browser) goes straight back to the seat
  const name = localStorage.getItem("zedfall:name") ?? "Player";
  try {
    await start(() => conn!.join(id, name));
  } catch (e) {
    conn = null;
    await rerender(true);
    toast(errorText(e), "error");
  }
} else await rerender(true);
window.addEventListener("popstate", () => location.reload());
