/** Wrong passwords an address may send before it must wait. */
export const FREE_FAILURES = 5;
/** The longest wait, ms (15 minutes). */
export const MAX_WAIT_MS = 15 * 60_000;
/** An address whose last failure is this old starts afresh, ms (1 hour). */
const FORGET_MS = 60 * 60_000;
/** Addresses remembered at most; past it the oldest are forgotten (a spread attack cannot grow the map without end). */
const MAX_ADDRESSES = 10_000;

/**
 * Failed logins per client address, for a growing wait (the admin pages): the first
 * `FREE_FAILURES` wrong passwords cost nothing, each later one doubles the wait before the next
 * try, from 1 s up to `MAX_WAIT_MS`. A success forgets the address. Takes the clock (tests).
 */
export class FailedLogins {
  private byAddress = new Map<string, { failures: number; last: number; until: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** How many ms `address` must still wait before it may try again (0: it may try now). */
  waitMs(address: string): number {
    const e = this.byAddress.get(address);
    return e ? Math.max(0, e.until - this.now()) : 0;
  }

  /** Notes a wrong password from `address`; returns the wait it has now, ms. */
  fail(address: string): number {
    const now = this.now();
    const before = this.byAddress.get(address);
    const failures = before && now - before.last < FORGET_MS ? before.failures + 1 : 1;
    const wait = failures <= FREE_FAILURES ? 0 : Math.min(MAX_WAIT_MS, 1000 * 2 ** (failures - FREE_FAILURES - 1));
    this.byAddress.delete(address);
    this.byAddress.set(address, { failures, last: now, until: now + wait });
    if (this.byAddress.size > MAX_ADDRESSES) this.byAddress.delete(this.byAddress.keys().next().value!);
    return wait;
  }

  /** Forgets `address` (it logged in). */
  succeed(address: string): void {
    this.byAddress.delete(address);
  }
}
