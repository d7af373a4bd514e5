import { Container, Graphics, Text } from "pixi.js";
import type { RoomState } from "@zedfall/shared/protocol/schema";
import type { Legible } from "../../shell/camera";
import { has, t } from "../../shell/i18n";
import type { Geometry } from "./geometry";

/** The height of a room's name in board units. */
const SIZE = 11;

/** A name on a dark tab, drawn from its left middle (its origin), kept legible. */
function tab(text: string, size: number, legible: Legible): Container {
  const c = new Container();
  const label = new Text({ text, style: { fontFamily: "PT Sans, sans-serif", fontSize: size, fill: 0xf3efe6, fontWeight: "700", letterSpacing: 0.5 } });
  label.anchor.set(0, 0.5);
  label.x = 4;
  c.addChild(new Graphics().roundRect(0, -label.height / 2 - 1, label.width + 8, label.height + 2, 4).fill({ color: 0x000000, alpha: 0.6 }), label);
  legible(c, size);
  return c;
}

/**
 * The rooms' names and the cellar's caption into `layer` (emptied first), which lies over the
 * tokens: each name sits on the top wall of its room's label square, so a token standing there
 * hides neither it nor much of itself ("tokens cover room labels").
 */
export function drawRoomLabels(layer: Container, st: RoomState, geo: Geometry, legible: Legible): void {
  layer.removeChildren().forEach((c) => c.destroy({ children: true }));
  st.board.rooms.forEach((r) => {
    if (r.z === 1 && !st.board.cellarRevealed) return;
    const p = geo.px(r);
    const label = tab(has(`room.${r.id}`) ? t(`room.${r.id}`) : r.id, SIZE, legible);
    // on the wall line, but inside the board on its top row
    label.position.set(p.x + 2, r.y === 0 ? p.y + SIZE / 2 + 2 : p.y);
    layer.addChild(label);
  });
  if (st.board.cellarRevealed) {
    const o = geo.px({ x: 0, y: 0, z: 1 });
    const cap = tab(has("room.cellar") ? t("room.cellar") : "cellar", 14, legible);
    cap.position.set(o.x - 3, o.y - 14);
    layer.addChild(cap);
  }
}
