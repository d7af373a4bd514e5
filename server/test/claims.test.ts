import { randomBytes } from "node:crypto";
import { PostgresClaims } from "../src/scale/claims";
import { TEST_PG_URL } from "./stores";

/** The claims that keep two processes from hosting one game, on the local PostgreSQL. */
describe("PostgresClaims", () => {
  const ns = `zedfall_test_${randomBytes(6).toString("hex")}`;
  const lost: Error[] = [];
  let a: PostgresClaims;
  let b: PostgresClaims;
  beforeAll(async () => {
    a = await PostgresClaims.open(TEST_PG_URL, ns, (e) => lost.push(e));
    b = await PostgresClaims.open(TEST_PG_URL, ns, (e) => lost.push(e));
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  test("one process at a time holds a game; it is free again once given back or once its holder's session ends", async () => {
    expect(await a.claim("g1")).toBe(true);
    expect(await b.claim("g1")).toBe(false);
    expect(await a.claim("g1")).toBe(false); // held here already: a second room of it is refused too
    expect(await b.claim("g2")).toBe(true);
    await a.release("g1");
    expect(await b.claim("g1")).toBe(true);
    await b.close();
    b = await PostgresClaims.open(TEST_PG_URL, ns, (e) => lost.push(e));
    expect(await a.claim("g1")).toBe(true);
    expect(await a.claim("g2")).toBe(true);
    expect(lost).toEqual([]); // close is not a loss
  });

  test("another namespace (store schema) has claims of its own", async () => {
    const other = await PostgresClaims.open(TEST_PG_URL, `${ns}_other`, () => {});
    try {
      expect(await other.claim("g1")).toBe(true);
    } finally {
      await other.close();
    }
  });

  test("a lost session is reported once", async () => {
    const c = await PostgresClaims.open(TEST_PG_URL, ns, (e) => lost.push(e));
    const { rows } = await (c as unknown as { client: { query(q: string): Promise<{ rows: { pid: number }[] }> } }).client.query("SELECT pg_backend_pid() AS pid");
    await a.claim("x"); // any other session can end it
    await (a as unknown as { client: { query(q: string, p: unknown[]): Promise<unknown> } }).client.query("SELECT pg_terminate_backend($1)", [rows[0]!.pid]);
    for (let i = 0; i < 50 && lost.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(lost).toHaveLength(1);
    await c.close().catch(() => {});
  });
});
