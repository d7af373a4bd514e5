import { refuse } from "../../src/core/refusal";
import { keyedMessage, splitKeyedMessage } from "../../src/protocol";

describe("a refusal's message through Colyseus: its sentence, then its key line", () => {
  test("keyedMessage and splitKeyedMessage give back the sentence and the refusal, params and all", () => {
    const r = refuse("server.nameLooksAlike", { name: "Аnn", other: "Ann" });
    const m = keyedMessage("the name Аnn looks like Ann, already used in this game; pick another", r);
    expect(m).toBe('the name Аnn looks like Ann, already used in this game; pick another\nserver.nameLooksAlike {"name":"Аnn","other":"Ann"}');
    expect(splitKeyedMessage(m)).toEqual({ sentence: "the name Аnn looks like Ann, already used in this game; pick another", refusal: r });
    expect(splitKeyedMessage(keyedMessage("the server is full", refuse("server.serverBusy")))).toEqual({ sentence: "the server is full", refusal: refuse("server.serverBusy") });
  });

  test("a rules refusal's key line alone is its own sentence; a message without a key line, or with broken params, has no refusal", () => {
    expect(splitKeyedMessage('msg.badOption {"option":"roundLimit"}')).toEqual({ sentence: 'msg.badOption {"option":"roundLimit"}', refusal: refuse("msg.badOption", { option: "roundLimit" }) });
    expect(splitKeyedMessage("Failed to fetch")).toEqual({ sentence: "Failed to fetch", refusal: null });
    expect(splitKeyedMessage("a sentence\nserver.noGame {broken")).toEqual({ sentence: "a sentence\nserver.noGame {broken", refusal: null });
    expect(splitKeyedMessage("first line\nsecond line")).toEqual({ sentence: "first line\nsecond line", refusal: null });
  });
});
