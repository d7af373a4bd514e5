import { t } from "./i18n";
import { onMyGames, type MyGame } from "./my-games";
import { badgeText, titleWithCount, waitingCount, type OpenGame } from "./tab-count";
import { yourTurnBeganWhileHidden } from "./turn-alerts";

/** The plain favicon (client/public/icons/icon.svg), shown when nothing waits. */
const PLAIN_ICON = "/icons/icon.svg";
/** The side of the drawn favicon, px (browsers scale it to 16 or 32). */
const SIDE = 64;

let games: MyGame[] = [];
let open: OpenGame | null = null;
/** The badge text the favicon shows now (null: not drawn yet, or to be drawn again). */
let shownBadge: string | null = null;
let iconImage: HTMLImageElement | null = null;

/** The page's `<link rel=icon>` (index.html has one; made if a page lost it). */
function iconLink(): HTMLLinkElement {
  let link = document.querySelector<HTMLLinkElement>("link[rel~='icon']");
  if (!link) {
    link = document.createElement("link");
    link.rel = "icon";
    document.head.append(link);
  }
  return link;
}

/** The plain icon with a badge of `text` in its corner, as a PNG data URL (the plain icon's address when no canvas can draw). */
function badgedIcon(text: string): string {
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = SIDE;
  const g = canvas.getContext("2d");
  if (!g) return PLAIN_ICON;
  if (iconImage?.complete && iconImage.naturalWidth) g.drawImage(iconImage, 0, 0, SIDE, SIDE);
  else {
    g.fillStyle = "#14161a";
    g.fillRect(0, 0, SIDE, SIDE);
  }
  // the badge: the "your turn" accent (the stylesheet's warm yellow) with dark digits, in the lower right
  const r = SIDE * 0.3;
  const cx = SIDE - r;
  const cy = SIDE - r;
  g.beginPath();
  g.arc(cx, cy, r, 0, Math.PI * 2);
  g.fillStyle = "#f2c94c";
  g.fill();
  g.lineWidth = 3;
  g.strokeStyle = "#14161a";
  g.stroke();
  g.fillStyle = "#14161a";
  g.font = `bold ${text.length > 1 ? 22 : 30}px sans-serif`;
  g.textAlign = "center";
  g.textBaseline = "middle";
  g.fillText(text, cx, cy + 1);
  return canvas.toDataURL("image/png");
}

/** Writes the title and the favicon from the games and the open game (the one place that sets either). */
function show(): void {
  const count = waitingCount(games, open);
  document.title = titleWithCount(count, open?.acting ? t("game.actingTitle") : "Zedfall");
  document.documentElement.dataset.turnCount = String(count);
  const text = badgeText(count);
  if (text === shownBadge) return;
  shownBadge = text;
  const link = iconLink();
  link.type = text ? "image/png" : "image/svg+xml";
  link.href = text ? badgedIcon(text) : PLAIN_ICON;
}

/**
 * Makes the page title and favicon show how many of this browser's games wait for it, on every
 * page: "(2) Zedfall" and the icon with a "2" badge; the plain title and icon at 0. Follows the
 * polled list of games (my-games.ts). Call once at the start.
 */
export function startTabBadge(): void {
  iconImage = new Image();
  iconImage.onload = () => {
    shownBadge = null;
    show();
  };
  iconImage.src = PLAIN_ICON;
  onMyGames((list) => {
    games = list;
    show();
  });
  show();
}

/**
 * The game open in this tab and whether this browser's seat may act in it now (the game screen
 * calls it on every change; null when it closes). The game counts by this rather than by the last
 * poll. When the seat's turn begins while the tab is hidden, the turn alerts run (turn-alerts.ts).
 */
export function setOpenGame(game: OpenGame | null): void {
  const began = !!game?.acting && !(open?.acting && open.gameId === game.gameId);
  open = game;
  show();
  if (began && document.hidden) yourTurnBeganWhileHidden({ gameId: game!.gameId });
}
