import { chatMessage, cleanText, joinOptions, nameKey, playerName } from "../../src/protocol";

/** Names and chat lines are cleaned the same way on both sides (protocol/text.ts). */

describe("cleanText", () => {
  test("C0 and C1 controls, bidi overrides, isolates and marks, zero-width characters and U+2028/U+2029 are removed", () => {
    expect(cleanText("A\u0000n\u0007n\u001b\u007f\u0085\u009f")).toBe("Ann");
    expect(cleanText("\u202eAnn\u202a\u202b\u202c\u202d")).toBe("Ann");
    expect(cleanText("\u2066A\u2067n\u2068n\u2069\u200e\u200f\u061c")).toBe("Ann");
    expect(cleanText("\u200bA\u200cn\u200dn\u2060\ufeff")).toBe("Ann");
    expect(cleanText("Ann\u2028Lee\u2029")).toBe("AnnLee");
  });

  test("is NFC: a decomposed accent becomes one character, also when a removed character stood between them", () => {
    expect(cleanText("Zoe\u0301")).toBe("Zo\u00e9");
    expect(cleanText("Zoe\u200b\u0301")).toBe("Zo\u00e9");
  });

  test("whitespace runs become one space, the ends are trimmed", () => {
    expect(cleanText("  Ann \u00a0\u3000  Lee  ")).toBe("Ann Lee");
  });

  test("CR, LF and TAB become a space in chat, and are removed like other controls in a name", () => {
    expect(cleanText("one\r\ntwo\tthree", true)).toBe("one two three");
    expect(cleanText("Ann\r\nLee")).toBe("AnnLee");
  });

  test("ANSI escapes lose their ESC (nothing a terminal would act on)", () => {
    expect(cleanText("\u001b[31mred\u001b[0m", true)).toBe("[31mred[0m");
  });
});

describe("nameKey", () => {
  test("full-width look-alikes, case and invisible characters give the same key", () => {
    expect(nameKey("Ann")).toBe("ann");
    expect(nameKey("ＡＮＮ")).toBe("ann");
    expect(nameKey("\u200bA\u202enn ")).toBe("ann");
    expect(nameKey("Anna")).not.toBe(nameKey("Ann"));
  });
});

describe("the schemas use it", () => {
  test("playerName returns the cleaned name and refuses one with nothing visible", () => {
    expect(playerName.parse(" \u202eAnn\u0085 ")).toBe("Ann");
    const r = playerName.safeParse("\u200b\u200c\u200d\ufeff");
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe("a name needs at least one visible character");
    expect(joinOptions.safeParse({ name: "\u2060" }).success).toBe(false);
    expect(playerName.safeParse("x".repeat(33)).success).toBe(false);
    // invisible characters do not count toward the 32
    expect(playerName.parse("x".repeat(32) + "\u200b".repeat(20))).toBe("x".repeat(32));
  });

  test("chatMessage returns the cleaned line and refuses one with nothing visible", () => {
    expect(chatMessage.parse({ text: "hi\u0000 \u001b[2J\r\nthere\u202e" })).toEqual({ text: "hi [2J there" });
    const r = chatMessage.safeParse({ text: "\u200b\r\n\t " });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe("a chat line needs at least one visible character");
    expect(chatMessage.safeParse({ text: "x".repeat(501) }).success).toBe(false);
  });
});
