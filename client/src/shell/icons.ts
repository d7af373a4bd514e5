import { Sprite, Texture } from "pixi.js";
import icons from "virtual:icons";

const textures = new Map<string, Texture>();

/** The SVG markup of a game-icons icon (white, for tinting / CSS currentColor). */
export function iconSvg(name: string, size = 20, color = "currentColor"): string {
  const i = icons[name];
  if (!i) return "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${i.width} ${i.height}" aria-hidden="true" style="color:${color}">${i.body}</svg>`;
}

/** Rasterises every bundled icon once (white on transparent, 128 px) so Pixi sprites can tint them. */
export async function loadIcons(): Promise<void> {
  await Promise.all(
    Object.keys(icons).map(async (name) => {
      const svg = iconSvg(name, 128, "#ffffff");
      const img = new Image(128, 128);
      img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
      try {
        await img.decode();
        textures.set(name, Texture.from(img));
      } catch {
        /* an icon that fails to decode is simply not drawn */
      }
    }),
  );
}

/** The Pixi texture of a bundled icon, or null when it is not bundled or failed to decode. */
function iconTexture(name: string): Texture | null {
  return textures.get(name) ?? null;
}

/** A tinted icon sprite of `size` centred on (x, y), or null for an icon that cannot be drawn. */
export function iconSprite(name: string, x: number, y: number, size: number, tint: number, alpha = 1): Sprite | null {
  const tex = iconTexture(name);
  if (!tex) return null;
  const s = new Sprite(tex);
  s.anchor.set(0.5);
  s.width = size;
  s.height = size;
  s.tint = tint;
  s.alpha = alpha;
  s.position.set(x, y);
  return s;
}
