/*
 * The words key of a refusal: the room's and the kernel's `rejected` messages are English
 * sentences of a fixed shape; this table names each shape by a key of the client's words
 * (`rejected.msg.<key>`) and picks its variable parts as params. The client says a refusal by its
 * key in the reader's language; a game rule's own sentence by its game's table (house/refusals.ts,
 * siege/refusals.ts); the server's English message when no shape matches. server/test/refusal-words.test.ts checks that every literal message
 * the room and the kernel send matches a shape here and that every key has an en and a ru line.
 */

/** One refusal shape: its key and a pattern of the whole English message, params as named groups. */
export interface RefusalShape {
  key: string;
  pattern: RegExp;
}

/** The refusal shapes of the room (server/src/rooms) and the rules kernel (shared/src/core/engine.ts). */
export const REFUSAL_SHAPES: readonly RefusalShape[] = [
  // the room (GameRoom.ts, pipeline.ts)
  { key: "rateLimited", pattern: /^too many messages; wait a moment$/ },
  { key: "tooLarge", pattern: /^message too large \((?<bytes>\S+) bytes; at most (?<max>\S+)\)$/ },
  { key: "undecodable", pattern: /^undecodable message \((?<why>[^)]*)\)$/ },
  { key: "chatBusy", pattern: /^this game's chat is busy \(at most (?<n>\S+) lines a second\); wait a moment$/ },
  { key: "notLegalNow", pattern: /^'(?<type>[^']*)' is not one of (?<seat>[\w-]+)'s legal actions now$/ },
  { key: "serverFailed", pattern: /^the server could not carry this out$/ },
  { key: "saveFailed", pattern: /^the server could not save this; nothing changed, try again$/ },
  { key: "notSeated", pattern: /^claim a seat before you act$/ },
  { key: "noSeat", pattern: /^you hold no seat$/ },
  { key: "over", pattern: /^the game is over$/ },
  { key: "notStarted", pattern: /^the game has not started$/ },
  { key: "undoOther", pattern: /^cannot take it back: the last action was (?<seat>[\w-]+)'s$/ },
  { key: "undoBound", pattern: /^cannot take it back: at most (?<n>\S+) take-backs a seat each turn$/ },
  { key: "undo", pattern: /^cannot take it back: (?<why>.+)$/ },
  // hints (hints.ts)
  { key: "hintNotSeated", pattern: /^claim a seat to ask for a hint$/ },
  { key: "hintNotNow", pattern: /^you may not act now: a hint is for your own move$/ },
  { key: "hintBusy", pattern: /^at most (?<n>\S+) hints a second; wait a moment$/ },
  { key: "hintNone", pattern: /^the bot has no suggestion now$/ },
  { key: "hintGameTime", pattern: /^this game's hints have used their time \(at most (?<ms>\S+) ms of the bot's thinking every (?<s>\S+) seconds\); wait a moment$/ },
  { key: "hintAddressTime", pattern: /^the hints asked from your address have used their time \(at most (?<ms>\S+) ms of the bot's thinking every (?<s>\S+) seconds\); wait a moment$/ },
  { key: "hintQueueFull", pattern: /^the server is busy working out hints; try again in a moment$/ },
  { key: "hintStale", pattern: /^the game moved on before the hint was ready; ask again$/ },
  { key: "hintFailed", pattern: /^the server could not work out a hint; try again$/ },
  // seats (lobby-seats.ts)
  { key: "seatsFrozen", pattern: /^the game is over; its seats no longer change$/ },
  { key: "noSuchSeat", pattern: /^there is no seat '(?<seat>[^']*)'$/ },
  { key: "seatTaken", pattern: /^(?<seat>[\w-]+) is taken by (?<name>.+)$/ },
  { key: "onlyBotSeat", pattern: /^after the start only a bot's seat can be taken over$/ },
  { key: "alreadySeated", pattern: /^you already play a seat$/ },
  { key: "alreadyAsked", pattern: /^(?<name>.+) already asks to play (?<seat>[\w-]+); wait for the creator's answer$/ },
  { key: "creatorDecides", pattern: /^only the creator \((?<name>.*)\) decides who takes over a seat$/ },
  { key: "nobodyAsks", pattern: /^nobody asks to play (?<seat>[\w-]+)$/ },
  { key: "gone", pattern: /^(?<name>.+) is no longer here$/ },
  { key: "startedAskCreator", pattern: /^the game has started; ask the creator to hand your seat to a bot$/ },
  { key: "creatorBots", pattern: /^only the creator \((?<name>.*)\) can hand seats to bots$/ },
  { key: "seatNotInGame", pattern: /^(?<seat>[\w-]+) is not in this game$/ },
  { key: "botStays", pattern: /^after the start a bot stays until a player takes its seat$/ },
  { key: "creatorStarts", pattern: /^only the creator \((?<name>.*)\) can start the game$/ },
  { key: "alreadyStarted", pattern: /^the game has already started$/ },
  { key: "startSaveFailed", pattern: /^the server could not save the start; try again$/ },
  // a replay (ReplayRoom.ts)
  { key: "replayGoto", pattern: /^a replay takes only 'goto', not '(?<type>[^']*)'$/ },
  // messages (messages.ts)
  { key: "unknownMessage", pattern: /^unknown message type '(?<type>[^']*)'$/ },
  { key: "badMessage", pattern: /^bad '(?<type>[^']*)' message: (?<detail>.+)$/ },
  // the rules kernel (engine.ts validate)
  { key: "notYourTurn", pattern: /^it is not (?<seat>[\w-]+)'s turn to act$/ },
  { key: "noType", pattern: /^an action needs a string field 'type'$/ },
  { key: "waitsFor", pattern: /^the game waits for a (?<kind>\w+) decision, not '(?<type>[^']*)'$/ },
  { key: "notThisPhase", pattern: /^'(?<type>[^']*)' is not an action of the (?<phase>[\w-]+) phase$/ },
  { key: "badAction", pattern: /^bad '(?<type>[^']*)' action: (?<detail>.+)$/ },
];

/**
 * The words key and params of a refusal message: the first shape of `shapes` (the room's and the
 * kernel's by default, or a game's table) whose pattern matches the whole message; null when none does.
 */
export function refusalWords(message: string, shapes: readonly RefusalShape[] = REFUSAL_SHAPES): { key: string; params: Record<string, string> } | null {
  for (const s of shapes) {
    const m = s.pattern.exec(message);
    if (m) return { key: s.key, params: { ...(m.groups ?? {}) } };
  }
  return null;
}
