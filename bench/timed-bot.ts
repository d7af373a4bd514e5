/** Decisions a bot made and the CPU they took (user + system, so a busy machine does not stretch it), ms. */
export interface BotClock {
  n: number;
  ms: number;
}

/** `bot` (any game's: state, seat, generator → action) wrapped so that every call counts on `clock`; shared by the House and Siege bot figures. */
export function timed<B extends (...args: never[]) => unknown>(bot: B, clock: BotClock): B {
  return ((...args: Parameters<B>) => {
    const t0 = process.cpuUsage();
    const a = bot(...args);
    const c = process.cpuUsage(t0);
    clock.ms += (c.user + c.system) / 1000;
    clock.n++;
    return a;
  }) as B;
}
