import type { Pick } from "./pick";

/** A legal action as the server listed it in a `legal` message. */
export type Action = { type: string; [k: string]: unknown };

/** What one fuzz client knows when it picks its next message. */
export interface SendContext {
  pick: Pick;
  /** This client's latest legal list (empty: not its turn, not seated, lobby or over). */
  legal: Action[];
  /** A legal list another seat of the same game received (for out-of-turn and other-seat actions). */
  otherLegal: Action[];
  /** An older legal list of this client (stale after the game moved on). */
  staleLegal: Action[];
  /** An `act` this client sent before whose id it may resend. */
  sentBefore: { id: string; action: Action } | null;
  /** Seat ids of the game (the ruleset's lobby seats). */
  seats: string[];
  /** A fresh message id. */
  nextId(): string;
}

/** One message to send: a typed message (msgpack-encoded by the SDK) or a raw frame. */
export type Outgoing = { category: Category; type: string | number; payload: unknown } | { category: Category; bytes: Uint8Array };

/** The kinds of message the fuzzer sends, with their weights. */
export const WEIGHTS = {
  legal: 30,
  unknownType: 6,
  wrongShape: 12,
  huge: 3,
  nested: 3,
  oversize: 0.02,
  protoKeys: 5,
  outOfTurn: 8,
  bent: 8,
  replayedId: 4,
  takeover: 6,
  undo: 3,
  chat: 3,
  rawBytes: 0.3,
};
export type Category = keyof typeof WEIGHTS | "flood";

/** The largest frame the server's WebSocket accepts (ws-transport's maxPayload, 4 KB): a larger one closes the connection (1009). */
export const FRAME_LIMIT = 4 * 1024;

const PROTO_NAMES = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "valueOf", "__defineGetter__", "isPrototypeOf"];
const KNOWN = ["act", "claim", "release", "bot", "start", "undo", "chat", "hint"];

/**
 * A map with keys named after Object.prototype members. A Map, because the SDK's msgpack encoder
 * reads an object's own `constructor` key as its class; a Map goes out as a plain msgpack map,
 * which the server decodes into an object with these keys.
 */
function protoObject(p: Pick, extra: Record<string, unknown> = {}): Map<string, unknown> {
  const m = new Map<string, unknown>([
    ["__proto__", new Map<string, unknown>([["polluted", true], ["type", "endTurn"]])],
    ["constructor", new Map([["prototype", new Map([["polluted", true]])]])],
  ]);
  if (p.chance(0.5)) m.set("prototype", new Map([["polluted", true]]));
  for (const [k, v] of Object.entries(extra)) m.set(k, v);
  return m;
}

/** A random JSON-ish value of small size. */
function junk(p: Pick, depth = 0): unknown {
  switch (p.int(0, depth > 2 ? 5 : 8)) {
    case 0:
      return null;
    case 1:
      return p.one([0, -1, 1.5, 2 ** 31, -(2 ** 53), Number.MAX_SAFE_INTEGER, NaN, Infinity]);
    case 2:
      return p.one(["", "x", "endTurn", "\u0000", "🧟", "a".repeat(70), "<script>", "'; DROP TABLE actions; --"]);
    case 3:
      return p.chance(0.5);
    case 4:
      return new Uint8Array(p.int(0, 16));
    case 5:
      return undefined;
    case 6:
      return Array.from({ length: p.int(0, 4) }, () => junk(p, depth + 1));
    case 7:
      return { type: junk(p, depth + 1), id: junk(p, depth + 1) };
    default:
      return protoObject(p);
  }
}

/** `depth` nested arrays or objects (each level costs a byte or a few; within the frame limit for depth < ~1300). */
function nestedValue(p: Pick, depth: number): unknown {
  let v: unknown = "bottom";
  const objects = p.chance(0.5);
  for (let i = 0; i < depth; i++) v = objects ? { a: v } : [v];
  return v;
}

/** A legal action with one field bent: a number shifted or of the wrong kind, a string changed, a field added or dropped. */
export function bend(p: Pick, a: Action): Action {
  const b: Action = { ...a };
  const keys = Object.keys(b).filter((k) => k !== "type");
  const how = p.int(0, keys.length ? 5 : 1);
  if (how === 0) b.type = p.one([`${a.type}x`, a.type.toUpperCase(), "", "__proto__"]);
  else if (how === 1) b[p.one(["extra", "seat", "target", "prototype"])] = junk(p);
  else {
    const k = p.one(keys);
    const v = b[k];
    if (how === 2) delete b[k];
    else if (typeof v === "number") b[k] = p.one([v + 1, v - 1, -v - 1, v + 1000, v + 0.5, String(v)]);
    else if (typeof v === "string") b[k] = p.one([`${v}x`, "", "nowhere", v.toUpperCase(), 7]);
    else b[k] = junk(p);
  }
  return b;
}

/**
 * The next message of one client: its kind drawn by WEIGHTS, its content from `ctx` (the legal
 * lists the client received, so legal and out-of-turn actions come from the ruleset, not from a
 * table of moves). A kind that has nothing to work with (no legal list yet) falls back to a bad shape.
 */
export function nextMessage(ctx: SendContext): Outgoing {
  const p = ctx.pick;
  const category = p.weighted(WEIGHTS);
  const act = (category: Category, action: unknown, id: unknown = ctx.nextId()): Outgoing => ({ category, type: "act", payload: { id, action } });
  switch (category) {
    case "legal":
      if (ctx.legal.length) return act("legal", p.one(ctx.legal));
      break;
    case "unknownType":
      return { category, type: p.one([...PROTO_NAMES, "", "ACT", "act ", "fly", "admin", "state", 0, 1, 13, 255, -1, "x".repeat(200)]), payload: junk(p) };
    case "huge": {
      // a big but acceptable frame: a long id, a long chat text, a long action field
      const n = p.int(1000, FRAME_LIMIT - 300);
      return p.one<Outgoing>([
        act("huge", { type: "x".repeat(n) }),
        { category, type: "chat", payload: { text: "z".repeat(n) } },
        act("huge", { type: ctx.legal[0]?.type ?? "endTurn", blob: "b".repeat(n) }),
        { category, type: "claim", payload: { seat: "s".repeat(n) } },
        act("huge", { type: "endTurn", list: Array.from({ length: Math.floor(n / 4) }, (_, i) => i) }),
      ]);
    }
    case "nested":
      return p.chance(0.5)
        ? act("nested", { type: "endTurn", deep: nestedValue(p, p.int(50, 1200)) })
        : { category, type: p.one(KNOWN), payload: nestedValue(p, p.int(50, 1200)) };
    case "oversize":
      // past the frame limit: the server closes this connection (1009) and the fuzzer rejoins with the seat token
      return { category, type: "chat", payload: { text: "o".repeat(FRAME_LIMIT + p.int(1, 4 * FRAME_LIMIT)) } };
    case "protoKeys":
      return p.one<Outgoing>([
        act("protoKeys", protoObject(p, { type: ctx.legal[0]?.type ?? "endTurn" })),
        { category, type: "act", payload: protoObject(p, { id: ctx.nextId() }) },
        { category, type: p.one(KNOWN), payload: protoObject(p) },
        { category, type: p.one(PROTO_NAMES), payload: protoObject(p) },
        act("protoKeys", { type: p.one(PROTO_NAMES) }),
      ]);
    case "outOfTurn":
      if (ctx.otherLegal.length) return act("outOfTurn", p.one(ctx.otherLegal));
      if (ctx.staleLegal.length) return act("outOfTurn", p.one(ctx.staleLegal));
      break;
    case "bent": {
      const from = ctx.legal.length ? ctx.legal : ctx.otherLegal;
      if (from.length) return act("bent", bend(p, p.one(from)));
      break;
    }
    case "replayedId":
      if (ctx.sentBefore) return act("replayedId", ctx.sentBefore.action, ctx.sentBefore.id);
      break;
    case "takeover":
      // claims of any seat (a bot's, another player's, one's own), and the creator's commands
      return p.one<Outgoing>([
        { category, type: "claim", payload: { seat: p.one(ctx.seats) } },
        { category, type: "bot", payload: { seat: p.one(ctx.seats), on: p.chance(0.7) } },
        { category, type: "start", payload: {} },
        { category, type: "release", payload: {} },
      ]);
    case "undo":
      return { category, type: "undo", payload: p.chance(0.9) ? {} : junk(p) };
    case "chat":
      return { category, type: "chat", payload: { text: p.one(["gg", "hello", "  ", "\u0000\u0007", "🧟‍♂️", "x".repeat(501)]) } };
    case "rawBytes": {
      // a frame the SDK would never send: the room-data code (13) or another protocol code, then garbage
      const n = p.int(0, 64);
      const bytes = new Uint8Array(n + 1);
      bytes[0] = p.one([13, 13, 13, 10, 12, 14, 0, 255]);
      for (let i = 1; i <= n; i++) bytes[i] = p.int(0, 255);
      return { category, bytes };
    }
  }
  // wrongShape (and the fallback of a kind with nothing to work with)
  return p.one<Outgoing>([
    { category: "wrongShape", type: "act", payload: junk(p) },
    { category: "wrongShape", type: "act", payload: { id: ctx.nextId() } },
    { category: "wrongShape", type: "act", payload: { id: "", action: { type: "endTurn" } } },
    { category: "wrongShape", type: "act", payload: { id: "i".repeat(65), action: { type: "endTurn" } } },
    { category: "wrongShape", type: "act", payload: { id: ctx.nextId(), action: junk(p) } },
    { category: "wrongShape", type: "act", payload: { id: ctx.nextId(), action: { type: "endTurn" }, extra: 1 } },
    { category: "wrongShape", type: "act", payload: [ctx.nextId(), { type: "endTurn" }] },
    { category: "wrongShape", type: "claim", payload: { seat: p.one(["", "Seat1", "../x", "a b", 7, null]) } },
    { category: "wrongShape", type: "bot", payload: { seat: p.one(ctx.seats), on: p.one(["yes", 1, null]) } },
    { category: "wrongShape", type: "chat", payload: { text: junk(p) } },
    { category: "wrongShape", type: p.one(KNOWN), payload: junk(p) },
    { category: "wrongShape", type: "start", payload: { now: true } },
  ]);
}
