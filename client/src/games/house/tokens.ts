import { Container, Graphics, Text } from "pixi.js";
import type { Legible } from "../../shell/camera";
import type { HouseUnit } from "@zedfall/shared/protocol/schema";
import { has, t } from "../../shell/i18n";
import { iconSprite } from "../../shell/icons";
import { carrierBadge, crawlerToken } from "./expansions";
import type { Geometry } from "./geometry";
import { ACCENT, RED } from "./palette";
import { SEAT_COLOR } from "./seats";
import type { Point } from "../../shell/plugin";

/** A human figure: a disc in its seat's colour with initials (kept legible), a facing wedge and wound pips; ringed while it is the active figure. */
function humanToken(u: HouseUnit, active: boolean, geo: Geometry, legible: Legible): Container {
  const c = new Container();
  const color = SEAT_COLOR[u.seat] ?? 0xcccccc;
  const g = new Graphics();
  const r = geo.C * 0.38;
  const ang = { N: -Math.PI / 2, E: 0, S: Math.PI / 2, W: Math.PI }[u.facing as "N"] ?? 0;
  g.moveTo(Math.cos(ang) * (r + 7), Math.sin(ang) * (r + 7))
    .lineTo(Math.cos(ang + 0.6) * r, Math.sin(ang + 0.6) * r)
    .lineTo(Math.cos(ang - 0.6) * r, Math.sin(ang - 0.6) * r)
    .fill(0xffffff);
  g.circle(0, 0, r).fill(color).stroke({ width: 2, color: active ? ACCENT : 0x111111 });
  c.addChild(g);
  const name = has(`character.${u.id}`) ? t(`character.${u.id}`) : u.name;
  const initials = new Text({ text: name.replace(/^(Granny |Бабушка )/, "").slice(0, 2), style: { fontFamily: "PT Sans, sans-serif", fontSize: 13, fontWeight: "700", fill: 0x111111 } });
  initials.anchor.set(0.5);
  c.addChild(initials);
  legible(initials, 13);
  // wound pips along the bottom
  const pips = new Graphics();
  for (let i = 0; i < u.maxWounds; i++) {
    const x = (i - (u.maxWounds - 1) / 2) * 6;
    pips.circle(x, r + 1, 2.4).fill(i < u.wounds ? RED : 0x222222).stroke({ width: 0.8, color: 0xffffff, alpha: 0.8 });
  }
  c.addChild(pips);
  if (u.carriesBaby) carrierBadge(c, geo);
  return c;
}

/** A zombie: a grey-green disc with the zombie icon. */
function zombieToken(geo: Geometry): Container {
  const c = new Container();
  const r = geo.C * 0.36;
  const g = new Graphics();
  g.circle(0, 0, r).fill(0x6d8a55).stroke({ width: 2, color: 0x1d2a14 });
  c.addChild(g);
  const i = iconSprite("shambling-zombie", 0, 0, r * 1.5, 0x18210f, 0.95);
  if (i) c.addChild(i);
  return c;
}

/**
 * A zombie's or crawler's id ("z3") on a dark tab at the token's lower right, so the board names the
 * zombies the log and the action labels name; the tab grows to stay legible on a phone.
 */
function idTab(c: Container, id: string, geo: Geometry, legible: Legible): void {
  const tab = new Container();
  const label = new Text({ text: id, style: { fontFamily: "PT Sans, sans-serif", fontSize: 10, fontWeight: "700", fill: 0xf2f2e6 } });
  label.anchor.set(0.5);
  const w = label.width + 6;
  tab.addChild(new Graphics().roundRect(-w / 2, -7, w, 14, 4).fill({ color: 0x111111, alpha: 0.85 }), label);
  tab.position.set(geo.C * 0.3, geo.C * 0.3);
  c.addChild(tab);
  legible(tab, 10);
}

/** Everything a unit's token shows except where it stands: the token is rebuilt only when this changes. */
export function tokenLook(u: HouseUnit, active: boolean): string {
  return u.kind === "human" ? `human:${u.seat}:${u.name}:${u.facing}:${u.wounds}/${u.maxWounds}:${u.carriesBaby}:${active}` : `${u.kind}:${u.id}`;
}

/** A unit's token drawn around (0, 0): a human figure, or a crawler or a zombie with its id; `legible` keeps their text readable. */
export function unitToken(u: HouseUnit, active: boolean, geo: Geometry, legible: Legible): Container {
  if (u.kind === "human") return humanToken(u, active, geo, legible);
  const c = u.kind === "crawler" ? crawlerToken(geo) : zombieToken(geo);
  idTab(c, u.id, geo, legible);
  return c;
}

/** Where a unit's token sits: the centre of its square, a crawler low in it. */
export function tokenPosition(u: HouseUnit, geo: Geometry): Point {
  const p = geo.center(u);
  return u.kind === "crawler" ? { x: p.x, y: p.y + geo.C * 0.14 } : p;
}
