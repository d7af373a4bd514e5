import { Container, Graphics, Text } from "pixi.js";
import type { SiegeUnit } from "@zedfall/shared/protocol/schema";
import { iconSprite } from "../../shell/icons";
import { unitName } from "./words";
import { RAIDERS, RAIDERS_INK, RED, SEAT_COLOR, TEAM, ZEDS, ZEDS_DARK } from "./palette";
import { rumorIcon } from "./rumors";

/** A counter's side on the board. */
export const CHIT = 32;

/** Everything a counter shows: the chit is rebuilt only when this changes. */
export function chitLook(u: SiegeUnit): string {
  return `${u.side}:${u.def}:${u.seat}:${u.strength}:${u.reduced}:${u.hits}/${u.hitsPerSide}:${u.coma}:${u.holdingOut}:${u.markers.toArray().join(",")}:${u.items?.toArray().join(",") ?? ""}`;
}

/** Two letters naming a unit on its chit (the Zeds show their kind's letter, a Super-Zeds its name's). */
export function initials(u: Pick<SiegeUnit, "side" | "kind" | "def" | "id">): string {
  if (u.side === "zeds") return u.kind === "normal" ? "Z" : unitName(u).replace(/[^\p{L}]/gu, "").slice(0, 2);
  const name = unitName(u).replace(/^(Captain|Sgt\.|Mayor|Deputy|Sheriff|Special Agent|Капитан|Сержант|Мэр|Помощник шерифа|Шериф|Агент)\s+/, "");
  return name.replace(/[^\p{L}\d]/gu, "").slice(0, 2);
}

/**
 * A counter drawn around (0, 0) (docs/development/client.md, "Visual language"): a square chit in its seat's colour (Zeds sickly
 * green, Raiders rust brown with a bandit badge, team units pale), its Strength large in the middle (a reduced face on a striped chit),
 * two letters of its name on top and its hit pips in red along the bottom; a crown for a
 * Super-Zeds, a plus for a unit in coma, markers as small letters at the right, the items it
 * carries (Attach rumors) as gold badges with their icons at the left.
 */
export function chit(u: SiegeUnit): Container {
  const c = new Container();
  const s = CHIT;
  const zeds = u.side === "zeds";
  const raiders = u.side === "raiders";
  const fill = zeds ? ZEDS : raiders ? RAIDERS : u.seat ? (SEAT_COLOR[u.seat] ?? TEAM) : TEAM;
  const ink = zeds ? ZEDS_DARK : raiders ? RAIDERS_INK : 0x111111;
  const g = new Graphics();
  g.roundRect(-s / 2, -s / 2, s, s, 4).fill(fill).stroke({ width: 2, color: 0x0b0c0e });
  if (u.reduced) for (let k = -s; k < s; k += 8) g.moveTo(-s / 2 + Math.max(0, k), -s / 2 + Math.max(0, -k)).lineTo(-s / 2 + Math.min(s, k + s), -s / 2 + Math.min(s, s - k)).stroke({ width: 2, color: 0x000000, alpha: 0.18 });
  c.addChild(g);
  const name = new Text({ text: initials(u), style: { fontFamily: "PT Sans, sans-serif", fontSize: 10, fontWeight: "700", fill: ink } });
  name.anchor.set(0.5, 0);
  name.position.set(0, -s / 2 + 1);
  const str = new Text({ text: String(u.strength), style: { fontFamily: "PT Sans, sans-serif", fontSize: 19, fontWeight: "700", fill: ink } });
  str.label = "strength";
  str.anchor.set(0.5);
  str.position.set(0, 3);
  c.addChild(name, str);
  const pips = new Graphics();
  const n = u.hitsPerSide;
  for (let i = 0; i < n; i++) {
    const x = (i - (n - 1) / 2) * 7;
    pips.circle(x, s / 2 - 3.5, 2.6).fill(i < u.hits ? RED : 0x1a1a1a).stroke({ width: 0.8, color: 0xffffff, alpha: 0.7 });
  }
  c.addChild(pips);
  if (u.kind === "super") {
    const crown = iconSprite("crown", s / 2 - 2, -s / 2 + 2, 14, 0xf2c94c, 1);
    if (crown) c.addChild(crown);
  }
  if (raiders) {
    const badge = iconSprite("bandit", s / 2 - 2, -s / 2 + 2, 14, RAIDERS_INK, 1);
    if (badge) c.addChild(badge);
  }
  if (u.coma) c.addChild(new Graphics().rect(-3, -9, 6, 18).rect(-9, -3, 18, 6).fill({ color: RED, alpha: 0.85 }));
  const marks = u.markers.toArray();
  marks.forEach((m, i) => {
    const t = new Text({ text: m.slice(0, 1).toUpperCase(), style: { fontFamily: "PT Sans, sans-serif", fontSize: 9, fontWeight: "700", fill: 0xffffff } });
    const b = new Graphics().circle(s / 2, -s / 2 + 8 + i * 11, 5.5).fill(0x222222);
    t.anchor.set(0.5);
    t.position.set(s / 2, -s / 2 + 8 + i * 11);
    c.addChild(b, t);
  });
  // Attach rumors carried (Part A2): a gold badge with each item's icon down the left edge
  const items = u.items?.toArray() ?? [];
  items.forEach((item, i) => {
    const y = -s / 2 + 6 + i * 11;
    c.addChild(new Graphics().circle(-s / 2, y, 5.5).fill(0xf2c94c).stroke({ width: 1, color: 0x111111 }));
    const icon = iconSprite(rumorIcon(item), -s / 2, y, 9, 0x111111, 1);
    if (icon) c.addChild(icon);
  });
  if (u.holdingOut) c.addChild(new Graphics().roundRect(-s / 2 - 2, -s / 2 - 2, s + 4, s + 4, 5).stroke({ width: 1.5, color: 0xffffff, alpha: 0.7 }));
  return c;
}
