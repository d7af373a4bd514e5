import type { LoadTarget } from "./target";

/**
 * The load target of `ref` (`LoadTarget.ref`), for a generator process (generator.ts), which gets
 * the target by name from its parent. Each module is loaded only when asked (boardgame.io pulls
 * in koa, socket.io and immer).
 */
export async function targetOf(ref: string): Promise<LoadTarget> {
  if (ref === "zedfall") return (await import("./zedfall")).zedfallTarget;
  if (ref === "zedfall-siege") return (await import("./zedfall")).zedfallSiegeTarget;
  if (ref === "boardgame.io") return (await import("./bgio/target")).bgioTarget;
  const echo = /^echo:(\d+)$/.exec(ref);
  if (echo) return (await import("./echo")).echoTarget(Number(echo[1]));
  throw new Error(`no load target "${ref}"`);
}
