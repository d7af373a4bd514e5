import { RuleError } from "../../src/core/errors";
import { cellAt, edgeType, getBoard, loadBoard } from "../../src/house/board";
import defaultMap from "../../data/house/default.json";

const board = getBoard("default");
const sq = (x: number, y: number, z: 0 | 1 = 0) => ({ x, y, z });

describe("house §3 default map", () => {
  test("house §3 the map has 291 floor squares, 14 main-board search squares and the cellar's two", () => {
    expect(board.cells.filter((c) => c.terrain === "floor").length).toBe(291);
    expect(Object.keys(board.search).sort()).toEqual(["S1", "S10", "S11", "S12", "S13", "S14", "S15", "S16", "S2", "S3", "S4", "S5", "S6", "S7", "S8", "S9"]);
    expect(board.search.S2).toEqual(sq(9, 6));
    expect(cellAt(board, sq(9, 6))).toMatchObject({ terrain: "obstacle", search: "S2", room: "living" });
  });

  test("house G19 the exterior openings are derived from the map: W1–W10, D1, D2", () => {
    expect(board.openings.filter((o) => o.exterior).map((o) => o.name).sort()).toEqual(
      ["D1", "D2", "W1", "W10", "W2", "W3", "W4", "W5", "W6", "W7", "W8", "W9"].sort(),
    );
    expect(board.openings.find((o) => o.name === "D8a")).toMatchObject({ garageDoor: true, exterior: false });
  });

  test("house §2.2 edges: walls between regions, open inside a room, the archway, doors and windows, the car open to the yard", () => {
    expect(edgeType(board, sq(3, 4), sq(4, 4))).toBe("wall");
    expect(edgeType(board, sq(3, 5), sq(4, 5))).toBe("window");
    expect(edgeType(board, sq(3, 7), sq(4, 7))).toBe("door");
    expect(edgeType(board, sq(6, 6), sq(6, 7))).toBe("open");
    expect(edgeType(board, sq(8, 6), sq(8, 7))).toBe("wall");
    expect(edgeType(board, sq(5, 5), sq(6, 5))).toBe("open");
    expect(edgeType(board, sq(4, 12), sq(3, 12))).toBe("open");
    expect(edgeType(board, sq(0, 0), sq(-1, 0))).toBe("wall");
  });

  test("house §5 the cellar inset: stairs st0–st2 lead down to the room; void cells have no edges", () => {
    expect(board.cellar.stairs).toEqual([sq(0, 0, 1), sq(0, 1, 1), sq(0, 2, 1)]);
    expect(edgeType(board, sq(0, 2, 1), sq(0, 3, 1))).toBe("open");
    expect(edgeType(board, sq(0, 0, 1), sq(1, 0, 1))).toBe("wall");
    expect(cellAt(board, sq(1, 1, 1))).toBeUndefined();
    expect(cellAt(board, sq(2, 5, 1))).toMatchObject({ terrain: "obstacle" });
  });
});

describe("house decision of record 6: maps are data checked when loaded", () => {
  const bad = (patch: (m: typeof defaultMap) => void) => {
    const m = structuredClone(defaultMap);
    patch(m);
    return () => loadBoard(m);
  };
  test("house DoR 6 a window between non-neighbours is refused, naming it", () => {
    expect(bad((m) => (m.windows[0]!.b = [9, 9]))).toThrow(/window W1 \(5,2\)\|\(9,9\) does not join two neighbouring squares/);
  });
  test("house DoR 6 a door onto furniture is refused, naming the cell", () => {
    expect(bad((m) => m.obstacles.push({ name: "crate", kind: "furniture", cells: [[4, 7]] }))).toThrow(/door D1 opens onto the obstacle at \(4,7\)/);
  });
  test("house DoR 6 a search square nobody can face is refused", () => {
    expect(bad((m) => m.obstacles.push({ name: "boxes", kind: "furniture", cells: [[14, 3], [15, 4]] }))).toThrow(/search square S3 at \(15,3\) cannot be faced/);
  });
  test("house DoR 6 a cut-off floor square is refused, naming it", () => {
    expect(bad((m) => m.obstacles.push({ name: "hedge", kind: "bush", cells: [[1, 0], [0, 1]] }))).toThrow(/floor square \(\d+,\d+\) cannot be reached/);
  });
  test("house DoR 6 a malformed map gives BAD_MAP with the path", () => {
    try {
      loadBoard({ ...defaultMap, width: "wide" });
      throw new Error("no error");
    } catch (e) {
      expect(e).toBeInstanceOf(RuleError);
      expect((e as RuleError).code).toBe("BAD_MAP");
      expect((e as RuleError).message).toMatch(/width/);
    }
  });
});
