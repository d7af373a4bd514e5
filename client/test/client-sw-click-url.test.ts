import { sameOriginUrl } from "../src/sw/click-url";

/** The service worker's notification click opens only pages of its own site. */
describe("service worker: the page a notification click opens", () => {
  const origin = "https://zed.example";
  test("a game's path opens that game", () => {
    expect(sameOriginUrl("/g/AbCdEf", origin)).toBe("https://zed.example/g/AbCdEf");
  });
  test("a protocol-relative URL (//host or /\\host) opens the first page, not the other site", () => {
    expect(sameOriginUrl("//evil.example/g/x", origin)).toBe("https://zed.example/");
    expect(sameOriginUrl("/\\evil.example/g/x", origin)).toBe("https://zed.example/");
  });
  test("an absolute URL, a non-string or nothing opens the first page", () => {
    expect(sameOriginUrl("https://evil.example/", origin)).toBe("https://zed.example/");
    expect(sameOriginUrl(42, origin)).toBe("https://zed.example/");
    expect(sameOriginUrl(undefined, origin)).toBe("https://zed.example/");
  });
});
