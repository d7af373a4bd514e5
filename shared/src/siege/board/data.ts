/**
 * The Siege board as data (siege §1.2, §1.3): the four surface tracks of Level II, Start space (#7)
 * to Town space (#0), then Town Center; and the off-track boxes. Checked and indexed by
 * `loadSiegeBoard` (board/index.ts); nothing here is used unchecked.
 *
 * Names follow §1.2 in English (`~` back-translations there are written plainly here). Kinds:
 * `start` Start space, `plain` unnamed, `village` Village (named, house sign), `station` named space
 * that is a freight-train Station (Part A1), `named` other named space, `town` Town space (#0).
 */

/** The raw shape of one track space in the board data. */
export interface TrackSpaceData {
  /** 7 = Start … 0 = Town space (siege §1.1, Q1). */
  num: number;
  kind: "start" | "plain" | "village" | "named" | "station" | "town";
  name?: string;
  /** The Station's bonus (Part A1 "Stations", S-T10), only on `station` spaces. */
  station?: "university" | "farm" | "mine" | "power-plant";
}

/** The raw shape of one track: its id, its freight line (§1.1) and its 8 spaces, Start first. */
export interface TrackData {
  id: "forest" | "mountain" | "highway" | "suburbs";
  /** The freight line running on this track (§1.1, S-T6). */
  line: "wh-cargo" | "express-bv";
  spaces: TrackSpaceData[];
}

/** The raw shape of one off-track box (§1.3) that units can stand in. */
export interface BoxData {
  id: string;
  kind: "town-center" | "bed" | "camp" | "cemetery";
  name: string;
}

/** The raw board: tracks in the order Forest, Mountain, Highway, Suburbs (the order of Q4) and boxes. */
export interface BoardData {
  tracks: TrackData[];
  boxes: BoxData[];
}

const plain = (num: number): TrackSpaceData => ({ num, kind: "plain" });
const start: TrackSpaceData = { num: 7, kind: "start" };

/**
 * The Level II board of siege §1.2 and §1.3. Decisions: the Hospital has 3 Beds (the 4th Bed needs
 * Doc Seaver, a scientist kept out until Level III, C13); the Laboratory and Staff Offices are
 * Level III and absent; the Cemetery is a box so that a dead unit has a place (§1.3 "off-map pile").
 */
export const SIEGE_BOARD_DATA: BoardData = {
  tracks: [
    {
      id: "forest",
      line: "wh-cargo",
      spaces: [
        start,
        plain(6),
        plain(5),
        { num: 4, kind: "village", name: "St. Thomas" },
        { num: 3, kind: "station", name: "The Farm", station: "farm" },
        plain(2),
        plain(1),
        { num: 0, kind: "town", name: "Business District" },
      ],
    },
    {
      id: "mountain",
      line: "express-bv",
      spaces: [
        start,
        plain(6),
        { num: 5, kind: "village", name: "Lefty's Pass" },
        { num: 4, kind: "station", name: "\"Lucky Strike\" Mine", station: "mine" },
        plain(3),
        { num: 2, kind: "named", name: "Campground" },
        plain(1),
        { num: 0, kind: "town", name: "East Side" },
      ],
    },
    {
      id: "highway",
      line: "wh-cargo",
      spaces: [
        start,
        plain(6),
        { num: 5, kind: "village", name: "Ingeburg" },
        plain(4),
        { num: 3, kind: "station", name: "Nuclear Power Plant", station: "power-plant" },
        plain(2),
        plain(1),
        { num: 0, kind: "town", name: "Uptown" },
      ],
    },
    {
      id: "suburbs",
      line: "express-bv",
      spaces: [
        start,
        plain(6),
        { num: 5, kind: "village", name: "East Irek" },
        { num: 4, kind: "station", name: "Farmingdale University", station: "university" },
        { num: 3, kind: "village", name: "Beauxville" },
        plain(2),
        { num: 1, kind: "named", name: "Suspension Bridge" },
        { num: 0, kind: "town", name: "Suburbs" },
      ],
    },
  ],
  boxes: [
    { id: "TC", kind: "town-center", name: "Town Center" },
    { id: "bed1", kind: "bed", name: "Hospital Bed 1" },
    { id: "bed2", kind: "bed", name: "Hospital Bed 2" },
    { id: "bed3", kind: "bed", name: "Hospital Bed 3" },
    { id: "camp", kind: "camp", name: "Refugee Camp" },
    { id: "cemetery", kind: "cemetery", name: "Cemetery" },
  ],
};
