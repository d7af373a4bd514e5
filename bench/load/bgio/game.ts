/**
 * "house-lite": the small House-like grid game the boardgame.io peer of the load bench runs.
 * Rules are not the point: it is a plausible turn-based grid game whose state is about
 * the size of a small House game (ten units with a few counters each, a deck of items, a few
 * per-player counters), played through boardgame.io's own machinery (moves, events, the random
 * plugin, `endIf`), so the server does the same kind of work per action as Zedfall's.
 *
 * Five players: "0" is the zombie player (6 zombies), "1".."4" the humans (1 human each), on a
 * 12×12 grid, at start squares drawn from the match's seed (`setupData.seed`). A match may have
 * 2–4 players too, with fewer humans: the bench seats every player of a match, so a room of fewer
 * seats is a smaller match rather than one that stalls on an empty seat. Each player in turn gets
 * up to 2 actions (`move` or `search`; the turn ends by itself after the second) or ends it early
 * with the `endTurn` event. The game ends after 200 turns.
 */
import type { Ctx, Game } from "boardgame.io";
import { INVALID_MOVE } from "boardgame.io/core";
import { mulberry32 } from "../../random";

export const GAME_NAME = "house-lite";
export const SIZE = 12;
/** Players of a full match (1 zombie player + 4 humans); `numPlayers` may be 2..PLAYERS. */
export const PLAYERS = 5;
export const ZOMBIES = 6;
/** Actions per turn: after this many moves (`move` or `search`) the turn ends by itself. */
export const ACTIONS_PER_TURN = 2;
/** The game is over once this many turns were played. */
export const TURNS = 200;

const ITEMS = ["axe", "crowbar", "flashlight", "shotgun", "pistol", "chainsaw", "keys", "gasoline", "first aid", "radio", "baseball bat", "lighter"];

/** A unit on the grid: a zombie (owner "0") or a human (owner "1".."4"). */
export interface Unit {
  id: string;
  owner: string;
  kind: "zombie" | "human";
  x: number;
  y: number;
  /** Hits taken (zombies bump humans: see `move`). */
  wounds: number;
  /** Items a human found by searching. */
  items: string[];
}

/** The game state `G`. */
export interface HouseLite {
  size: number;
  units: Unit[];
  /** Items left to find, top first. */
  deck: string[];
  /** Raised by noisy searches. */
  noise: number;
  /** Per player: moves, searches and items found so far. */
  players: Record<string, { moves: number; searches: number; found: number }>;
}

/** Setup data of a match: `seed` draws the start squares (and seeds the dice, see `setup`). */
export interface HouseLiteSetup {
  seed: number;
}

/** A legal action of a player: a move (`move`, `search`) or the `endTurn` event, with its arguments. */
export interface LegalMove {
  move: "move" | "search" | "endTurn";
  args: unknown[];
  /** Moves one unit one square. */
  unitMove?: true;
  /** An event (`client.events[move]`), not a move (`client.moves[move]`). */
  event?: true;
}

const DIRS: [number, number][] = [[1, 0], [-1, 0], [0, 1], [0, -1]];

function occupied(G: HouseLite, x: number, y: number): boolean {
  return G.units.some((u) => u.x === x && u.y === y);
}

function free(G: HouseLite, x: number, y: number): boolean {
  return x >= 0 && y >= 0 && x < G.size && y < G.size && !occupied(G, x, y);
}

/** The initial state for `seed` and `numPlayers`: 6 zombies in the top half and `numPlayers - 1` humans in the bottom half, on distinct squares. */
export function initialState(seed: number, numPlayers = PLAYERS): HouseLite {
  const rand = mulberry32(seed);
  const units: Unit[] = [];
  const place = (id: string, owner: string, kind: Unit["kind"], rows: [number, number]) => {
    for (;;) {
      const x = Math.floor(rand() * SIZE);
      const y = rows[0] + Math.floor(rand() * (rows[1] - rows[0]));
      if (!units.some((u) => u.x === x && u.y === y)) {
        units.push({ id, owner, kind, x, y, wounds: 0, items: [] });
        return;
      }
    }
  };
  for (let z = 0; z < ZOMBIES; z++) place(`z${z}`, "0", "zombie", [0, SIZE / 2]);
  for (let p = 1; p < numPlayers; p++) place(`h${p}`, String(p), "human", [SIZE / 2, SIZE]);
  const deck = [...ITEMS, ...ITEMS];
  for (let i = deck.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  const players: HouseLite["players"] = {};
  for (let p = 0; p < numPlayers; p++) players[String(p)] = { moves: 0, searches: 0, found: 0 };
  return { size: SIZE, units, deck, noise: 0, players };
}

/**
 * The legal actions of `playerID` in (`G`, `ctx`): one `move` per unit it owns and free orthogonal
 * neighbour square (`unitMove: true`), `search` for a human, and the `endTurn` event. Empty when it
 * is not that player's turn or the game is over. Pure: the scripted client picks from it.
 */
export function legalMoves(G: HouseLite, ctx: Pick<Ctx, "currentPlayer" | "gameover">, playerID: string): LegalMove[] {
  if (ctx.gameover !== undefined || ctx.currentPlayer !== playerID) return [];
  const out: LegalMove[] = [];
  for (const u of G.units) {
    if (u.owner !== playerID) continue;
    for (const [dx, dy] of DIRS) if (free(G, u.x + dx, u.y + dy)) out.push({ move: "move", args: [u.id, dx, dy], unitMove: true });
  }
  if (playerID !== "0") out.push({ move: "search", args: [] });
  out.push({ move: "endTurn", args: [], event: true });
  return out;
}

/** The boardgame.io game definition (moves take boardgame.io 0.50's context object first). */
export const houseLite: Game<HouseLite, Record<string, unknown>, HouseLiteSetup> = {
  name: GAME_NAME,
  minPlayers: 2,
  maxPlayers: PLAYERS,
  setup: ({ ctx, random }, setupData) => {
    const seed = setupData?.seed ?? 0;
    // boardgame.io seeds its random plugin from `Game.seed`, one value for every match (or the
    // clock when unset). To keep each match's dice deterministic and its own, the match's seed is
    // written into the plugin's state here, before boardgame.io flushes it after setup. This uses
    // the plugin's internal `_private` handle (boardgame.io 0.50.2); without it the dice fall back
    // to the plugin's own seed.
    const priv = (random as unknown as { _private?: { state: unknown } })._private;
    if (priv) priv.state = { seed: `house-lite-${seed}` };
    return initialState(seed, ctx.numPlayers);
  },
  turn: { maxMoves: ACTIONS_PER_TURN },
  moves: {
    /** Moves unit `unitId` of the player by (dx, dy), one orthogonal square onto a free in-grid square; a zombie moving next to a human wounds it. */
    move: ({ G, playerID }, unitId: string, dx: number, dy: number) => {
      const u = G.units.find((v) => v.id === unitId);
      if (!u || u.owner !== playerID || !Number.isInteger(dx) || !Number.isInteger(dy) || Math.abs(dx) + Math.abs(dy) !== 1) return INVALID_MOVE;
      if (!free(G, u.x + dx, u.y + dy)) return INVALID_MOVE;
      u.x += dx;
      u.y += dy;
      G.players[playerID]!.moves++;
      if (u.kind === "zombie") {
        for (const h of G.units) if (h.kind === "human" && Math.abs(h.x - u.x) + Math.abs(h.y - u.y) === 1) h.wounds++;
      }
    },
    /** A human searches its square: a D6 of 5–6 finds the deck's top item, a 1 makes noise. */
    search: ({ G, playerID, random }) => {
      const h = G.units.find((u) => u.owner === playerID && u.kind === "human");
      if (!h) return INVALID_MOVE;
      const roll = random.D6();
      G.players[playerID]!.searches++;
      if (roll >= 5 && G.deck.length > 0) {
        h.items.push(G.deck.shift()!);
        G.players[playerID]!.found++;
      } else if (roll === 1) G.noise++;
    },
  },
  endIf: ({ ctx }) => (ctx.turn > TURNS ? { turns: TURNS } : undefined),
  ai: {
    enumerate: (G, ctx, playerID) => legalMoves(G, ctx, playerID).filter((m) => !m.event).map((m) => ({ move: m.move, args: m.args })),
  },
};
