/*
 * What a counter's sheet says (siege §3.1–§3.3, Part A2), as i18n keys with the values of their
 * placeholders, built from the room state's view of the counters on the counter's space. Pure (no
 * DOM, no i18next): sheet-panel.ts turns it into elements; client/test/siege-sheets.test.ts checks it.
 */

/** One line: its i18n key and the values of its placeholders. */
export interface Words {
  key: string;
  params: Record<string, string | number>;
}

/** What a sheet reads of a counter: the room state's SiegeUnit with its lists as arrays. */
export interface SheetUnit {
  id: string;
  def: string;
  side: string;
  kind: string;
  space: string;
  strength: number;
  /** The other face's Strength; 0 for a one-sided counter. */
  otherStrength: number;
  reduced: boolean;
  hits: number;
  hitsPerSide: number;
  coma: boolean;
  holdingOut: boolean;
  markers: string[];
  items: string[];
}

/** A counter's sheet. */
export interface UnitSheet {
  id: string;
  side: string;
  /** Its name (a Zeds kind, a Super-Zeds, a Hero, a Civilians unit…). */
  name: Words;
  /** Strength both sides, the side up named; a one-sided counter's single Strength. */
  strength: Words;
  /** Hits taken of the side's hit boxes. */
  hits: Words;
  /** A Zeds Mob (siege §3.2: two or more Zeds units on one space): its units and their combined Strength; null for a lone unit. */
  mob: Words | null;
  /** The hero card's ability words (`siege.heroes.<def>.abilities`) for a Hero or heroic Civilians unit, else null. */
  heroCard: string | null;
  /** The id whose text the rules reference gives (a Super-Zeds' ability), else null. */
  rulesText: string | null;
  /** Its markers (Civil Leader, Well-Armed, Tenacious…) by name. */
  markers: Words[];
  /** Its state beyond Strength and hits: in coma, Holding Out. */
  state: Words[];
  /** The Attach rumors it carries (Part A2): each item's id (its name and effect are the rumor's words). */
  items: string[];
}

const w = (key: string, params: Record<string, string | number> = {}): Words => ({ key, params });

/**
 * The sheet of counter `u` among `here` (every counter on its space, `u` included): Strength of both
 * faces (the full one first, the face up named), hits of its hit boxes, a Mob's combined Strength for
 * Zeds that share their space with other Zeds, the card or rules text of its kind, markers, state and items.
 * `hasHeroCard` says whether the words give a hero card for a kind (the client's i18n `has`).
 */
export function unitSheet(u: SheetUnit, here: readonly SheetUnit[], hasHeroCard: (def: string) => boolean): UnitSheet {
  const zeds = u.side === "zeds";
  const full = u.reduced ? u.otherStrength : u.strength;
  const reduced = u.reduced ? u.strength : u.otherStrength;
  const strength = u.otherStrength ? w(u.reduced ? "siege.sheet.strengthsReduced" : "siege.sheet.strengthsFull", { full, reduced }) : w("siege.sheet.strength", { strength: u.strength });
  const mates = zeds ? here.filter((o) => o.side === "zeds" && o.space === u.space) : [];
  const mob = mates.length > 1 ? w("siege.sheet.mob", { count: mates.length, strength: mates.reduce((n, o) => n + o.strength, 0) }) : null;
  const state: Words[] = [];
  if (u.coma) state.push(w("siege.sheet.coma"));
  if (u.holdingOut) state.push(w("siege.sheet.holdingOut"));
  return {
    id: u.id,
    side: u.side,
    name: w(zeds ? `siege.zeds.${u.def}` : `siege.unit.${u.def}`),
    strength,
    hits: w("siege.sheet.hits", { hits: u.hits, per: u.hitsPerSide }),
    mob,
    heroCard: !zeds && hasHeroCard(u.def) ? `siege.heroes.${u.def}.abilities` : null,
    rulesText: zeds && u.kind === "super" ? u.def : null,
    markers: u.markers.map((m) => w(`siege.markerName.${m}`)),
    state,
    items: [...u.items],
  };
}
