import { refuse } from "../../core/refusal";
import { z } from "zod";
import { RuleError } from "../../core/errors";
import { SIEGE_BOARD_DATA, type BoardData } from "./data";

/** The four surface tracks of Level II, in the order of Q4 (Forest, Mountain, Highway, Suburbs). */
export type TrackId = "forest" | "mountain" | "highway" | "suburbs";
/** The freight lines of §1.1 / S-T6: WH-Cargo on Forest + Highway, Express-BV on Mountain + Suburbs. */
export type LineId = "wh-cargo" | "express-bv";
/** A Station's bonus (Part A1, S-T10). */
export type StationId = "university" | "farm" | "mine" | "power-plant";
/** A track space's kind (§1.2) or an off-track box's kind (§1.3). */
export type SpaceKind = "start" | "plain" | "village" | "named" | "station" | "town" | "town-center" | "bed" | "camp" | "cemetery";
/** The Forage table column of a space (§5.5), or null where nobody may forage. */
export type ForageColumn = "town" | "farm" | "mine" | "named";

/** One space of the checked board: a track space or an off-track box, with its integer index. */
export interface Space {
  /** Position in `SiegeBoard.spaces`; every per-space table of the state is indexed by it. */
  index: number;
  /** `forest:7` … `forest:0` for track spaces (§1.5), the box id (`TC`, `bed1`, `camp`, `cemetery`) for boxes. */
  id: string;
  /** The track, or null for TC and the boxes. */
  track: TrackId | null;
  /** 7 = Start … 0 = Town space; -1 for TC and the boxes. */
  num: number;
  kind: SpaceKind;
  name?: string;
  /** A printed name (§1.4): Villages, Stations, other named spaces, Town spaces and TC. */
  named: boolean;
  /** The defender's Terrain shift of §4.4 for the space itself: TC and Town spaces +2, other named +1, else 0. */
  terrain: number;
  station?: StationId;
  forage: ForageColumn | null;
}

/** The checked, indexed board (siege §1): immutable, shared by every game. */
export interface SiegeBoard {
  spaces: readonly Space[];
  /** Space index by id. */
  byId: ReadonlyMap<string, number>;
  tracks: readonly TrackId[];
  /** The line of each track (§1.1). */
  lineOf: Readonly<Record<TrackId, LineId>>;
  /** `trackSpaces[track][num]`: the index of that track's space #num (0 = Town space … 7 = Start). */
  trackSpaces: Readonly<Record<TrackId, readonly number[]>>;
  /** Index of Town Center. */
  tc: number;
  /** Indices of the Hospital Beds, in order. */
  beds: readonly number[];
  camp: number;
  cemetery: number;
  /** The next space toward TC (`#0` → TC), -1 for TC and the boxes (§1.1 adjacency). */
  toward: Int16Array;
  /** The next space away from TC toward Start, -1 at a Start space, for TC and the boxes. */
  away: Int16Array;
  /** Track ordinal (position in `tracks`) of each space, -1 for TC and the boxes. */
  trackNo: Int8Array;
  /** Number of each space (7…0), -1 for TC and the boxes. */
  numOf: Int8Array;
  /** Neighbours of each space: along the track, `#0` ↔ TC, TC ↔ the Beds (§1.1, §1.3). */
  neighbours: readonly (readonly number[])[];
  /** The Start space of each track. */
  startOf: Readonly<Record<TrackId, number>>;
}

const trackId = z.enum(["forest", "mountain", "highway", "suburbs"]);
const boardSchema = z
  .object({
    tracks: z.array(
      z
        .object({
          id: trackId,
          line: z.enum(["wh-cargo", "express-bv"]),
          spaces: z.array(
            z
              .object({
                num: z.number().int().min(0).max(7),
                kind: z.enum(["start", "plain", "village", "named", "station", "town"]),
                name: z.string().min(1).optional(),
                station: z.enum(["university", "farm", "mine", "power-plant"]).optional(),
              })
              .strict(),
          ),
        })
        .strict(),
    ),
    boxes: z.array(z.object({ id: z.string().min(1), kind: z.enum(["town-center", "bed", "camp", "cemetery"]), name: z.string().min(1) }).strict()),
  })
  .strict();

const TRACK_ORDER: TrackId[] = ["forest", "mountain", "highway", "suburbs"];
const TRACK_SPACES = 8;

function bad(message: string): never {
  throw new RuleError("BAD_MAP", refuse("msg.badMap", { map: "siege", detail: message }));
}

function forageOf(kind: SpaceKind, station?: StationId): ForageColumn | null {
  if (kind === "town" || kind === "town-center") return "town";
  if (station === "farm") return "farm";
  if (station === "mine") return "mine";
  if (kind === "village" || kind === "named" || kind === "station") return "named";
  return null;
}

function terrainOf(kind: SpaceKind): number {
  if (kind === "town" || kind === "town-center") return 2;
  if (kind === "village" || kind === "named" || kind === "station") return 1;
  return 0;
}

/**
 * Checks raw board data (siege §1.1–§1.3) and builds the indexed board. Refuses, with RuleError
 * BAD_MAP naming the fault: a shape error; tracks other than the four of Level II in the order
 * Forest, Mountain, Highway, Suburbs; a track without exactly 8 spaces numbered 7 (the Start) down
 * to 0 (a Town space); a name on an unnamed space or a named space without one; a name used twice;
 * a Station bonus off a Station (or a Station without one), or a bonus used twice; a line not run on
 * exactly two tracks; missing or doubled boxes (one TC, one Camp, one Cemetery, 1–4 Beds); and a
 * space from which the steps toward TC do not reach TC in `num + 1` moves.
 */
export function loadSiegeBoard(data: unknown): SiegeBoard {
  const parsed = boardSchema.safeParse(data);
  if (!parsed.success) {
    const i = parsed.error.issues[0]!;
    bad(`board data: ${i.path.join(".") || "(board)"}: ${i.message}`);
  }
  const d = parsed.data as BoardData;
  if (d.tracks.map((t) => t.id).join() !== TRACK_ORDER.join()) bad(`the tracks must be ${TRACK_ORDER.join(", ")} in this order, not ${d.tracks.map((t) => t.id).join(", ")}`);

  const spaces: Space[] = [];
  const byId = new Map<string, number>();
  const names = new Set<string>();
  const stations = new Set<StationId>();
  const add = (sp: Omit<Space, "index">) => {
    if (byId.has(sp.id)) bad(`space id ${sp.id} is used twice`);
    if (sp.name !== undefined) {
      if (names.has(sp.name)) bad(`the name "${sp.name}" is used twice`);
      names.add(sp.name);
    }
    const index = spaces.length;
    spaces.push({ index, ...sp });
    byId.set(sp.id, index);
    return index;
  };

  const trackSpaces = {} as Record<TrackId, number[]>;
  const lineOf = {} as Record<TrackId, LineId>;
  const startOf = {} as Record<TrackId, number>;
  for (const t of d.tracks) {
    lineOf[t.id] = t.line;
    if (t.spaces.length !== TRACK_SPACES) bad(`track ${t.id} has ${t.spaces.length} spaces, not ${TRACK_SPACES}`);
    const idx: number[] = new Array(TRACK_SPACES);
    t.spaces.forEach((sp, i) => {
      const want = TRACK_SPACES - 1 - i;
      const id = `${t.id}:${sp.num}`;
      if (sp.num !== want) bad(`space ${i + 1} of track ${t.id} is #${sp.num}, expected #${want} (Start #7 first, Town space #0 last)`);
      if ((sp.num === 7) !== (sp.kind === "start")) bad(`${id}: only #7 is a Start space and #7 must be one`);
      if ((sp.num === 0) !== (sp.kind === "town")) bad(`${id}: only #0 is a Town space and #0 must be one`);
      const named = sp.kind !== "plain" && sp.kind !== "start";
      if (named && !sp.name) bad(`${id} is a ${sp.kind} space without a name`);
      if (!named && sp.name) bad(`${id} is a ${sp.kind} space but has the name "${sp.name}"`);
      if ((sp.kind === "station") !== (sp.station !== undefined)) bad(`${id}: a Station bonus belongs on a Station space, and every Station has one`);
      if (sp.station) {
        if (stations.has(sp.station)) bad(`the Station bonus ${sp.station} is used twice`);
        stations.add(sp.station);
      }
      idx[sp.num] = add({
        id,
        track: t.id,
        num: sp.num,
        kind: sp.kind,
        ...(sp.name ? { name: sp.name } : {}),
        named,
        terrain: terrainOf(sp.kind),
        ...(sp.station ? { station: sp.station } : {}),
        forage: forageOf(sp.kind, sp.station),
      });
    });
    trackSpaces[t.id] = idx;
    startOf[t.id] = idx[7]!;
  }
  for (const line of ["wh-cargo", "express-bv"] as const) {
    const n = TRACK_ORDER.filter((t) => lineOf[t] === line).length;
    if (n !== 2) bad(`the line ${line} runs on ${n} tracks, not 2`);
  }

  const count = (k: string) => d.boxes.filter((b) => b.kind === k).length;
  for (const k of ["town-center", "camp", "cemetery"]) if (count(k) !== 1) bad(`the board needs exactly one ${k} box, it has ${count(k)}`);
  if (count("bed") < 1 || count("bed") > 4) bad(`the Hospital has ${count("bed")} Beds, not 1–4`);
  const tcBox = d.boxes.find((b) => b.kind === "town-center")!;
  if (tcBox.id !== "TC") bad(`the Town Center box must have the id TC, not ${tcBox.id}`);
  const beds: number[] = [];
  let camp = -1;
  let cemetery = -1;
  let tc = -1;
  for (const b of d.boxes) {
    const i = add({ id: b.id, track: null, num: -1, kind: b.kind, name: b.name, named: b.kind === "town-center", terrain: terrainOf(b.kind), forage: forageOf(b.kind) });
    if (b.kind === "bed") beds.push(i);
    else if (b.kind === "camp") camp = i;
    else if (b.kind === "cemetery") cemetery = i;
    else tc = i;
  }

  const n = spaces.length;
  const toward = new Int16Array(n).fill(-1);
  const away = new Int16Array(n).fill(-1);
  const trackNo = new Int8Array(n).fill(-1);
  const numOf = new Int8Array(n).fill(-1);
  const neighbours: number[][] = spaces.map(() => []);
  const link = (a: number, b: number) => {
    neighbours[a]!.push(b);
    neighbours[b]!.push(a);
  };
  TRACK_ORDER.forEach((t, ti) => {
    const idx = trackSpaces[t];
    for (let num = 0; num < TRACK_SPACES; num++) {
      const i = idx[num]!;
      trackNo[i] = ti;
      numOf[i] = num;
      toward[i] = num === 0 ? tc : idx[num - 1]!;
      away[i] = num === 7 ? -1 : idx[num + 1]!;
      link(i, toward[i]);
    }
  });
  for (const b of beds) link(tc, b);

  // every track space reaches TC by its steps toward TC, in exactly num + 1 moves
  for (const sp of spaces) {
    if (sp.track === null) continue;
    let at = sp.index;
    let steps = 0;
    while (at !== tc && at !== -1 && steps <= TRACK_SPACES) {
      at = toward[at]!;
      steps++;
    }
    if (at !== tc || steps !== sp.num + 1) bad(`${sp.id} does not reach Town Center in ${sp.num + 1} moves toward it`);
  }

  return { spaces, byId, tracks: TRACK_ORDER, lineOf, trackSpaces, tc, beds, camp, cemetery, toward, away, trackNo, numOf, neighbours, startOf };
}

/** The Level II board (siege §1.2, §1.3), checked once at load. */
export const SIEGE_BOARD: SiegeBoard = loadSiegeBoard(SIEGE_BOARD_DATA);

/** The index of the space with id `id` (`forest:3`, `TC`, `camp`…); throws Error for an unknown id (a bug of the caller). */
export function spaceIndex(id: string, board: SiegeBoard = SIEGE_BOARD): number {
  const i = board.byId.get(id);
  if (i === undefined) throw new Error(`no space '${id}' on the Siege board`);
  return i;
}

/** The index of `track`'s space #`num` (7 = Start … 0 = Town space); throws Error for a number outside 0–7. */
export function trackSpace(track: TrackId, num: number, board: SiegeBoard = SIEGE_BOARD): number {
  const i = board.trackSpaces[track][num];
  if (i === undefined) throw new Error(`no space #${num} on the ${track} track`);
  return i;
}

/** Whether space `i` is a track space (not TC, not a box). */
export function isTrackSpace(i: number, board: SiegeBoard = SIEGE_BOARD): boolean {
  return board.trackNo[i]! >= 0;
}

/** Whether space `i` is a Start space (§1.1). */
export function isStart(i: number, board: SiegeBoard = SIEGE_BOARD): boolean {
  return board.numOf[i] === 7;
}

/** The track of space `i`, or null for TC and the boxes. */
export function trackOf(i: number, board: SiegeBoard = SIEGE_BOARD): TrackId | null {
  const t = board.trackNo[i]!;
  return t < 0 ? null : board.tracks[t]!;
}

/** The labels of SIEGE_BOARD's spaces by index (see `spaceLabel`), made on first use. */
let defaultLabels: string[] | null = null;

/**
 * A short label for logs: `FO3`, `MO0`, `TC`, `bed1` (a track's first two letters and the space number);
 * `space <i>` for a number that is no space of the board (a refusal names what it was sent).
 */
export function spaceLabel(i: number, board: SiegeBoard = SIEGE_BOARD): string {
  if (board === SIEGE_BOARD) {
    // the labels of the game's board, made once (every log line names its spaces); while they are being made, each is made below
    if (defaultLabels === null) {
      defaultLabels = [];
      defaultLabels = SIEGE_BOARD.spaces.map((_sp, j) => spaceLabel(j, SIEGE_BOARD));
    }
    const label = defaultLabels[i];
    if (label !== undefined) return label;
  }
  const sp = board.spaces[i];
  if (!sp) return `space ${i}`;
  if (sp.track === null) return sp.id;
  const code = { forest: "FO", mountain: "MO", highway: "HW", suburbs: "SU" }[sp.track];
  return sp.num === 7 ? `${code} Start` : `${code}${sp.num}`;
}

export { SIEGE_BOARD_DATA };
export type { BoardData, TrackData, TrackSpaceData, BoxData } from "./data";
