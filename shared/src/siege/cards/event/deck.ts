import type { TrackId } from "../../board";
import type { EventCardId } from "../../state/cards";

/**
 * The Event cards of Level II (siege §6.1, §6.3, §6.4) as data: the five phase boxes of §2.1 and
 * what the deck build needs. Effects are implemented by id in the phase code; titles and texts
 * shown to players are ours to word (Q18), so none are stored here.
 */

/** The Zeds box of a card (§2.1, §2.5): tracks in order (a repeated track activates again), `all` (lead's order), one Fate-drawn track activated twice, or none. */
export type ZedsBox = readonly TrackId[] | "all" | "fate-twice" | "none";

/** One Event card. */
export interface EventCardDef {
  id: EventCardId;
  /** Level colour (§6.1): blue = Basic/Level I, green = Level II. */
  colour: "blue" | "green";
  /** Act 1–4, or `end` for an End card. */
  act: 1 | 2 | 3 | 4 | "end";
  /** A special card (S): drawn from the Act's specials in the deck build (§6.1). */
  special: boolean;
  /** Refugee movements of the 4R phase (§2.2). */
  fourR: number;
  /** The Infection box shows the Outbreak roll icon (§2.3 step 2). */
  outbreakRoll: boolean;
  /** Eat box: Supplies to pay, or `die` for the die icon (§2.4). */
  eat: number | "die";
  zeds: ZedsBox;
  /** Event Actions set on the Action track at Draw (§2.1). */
  actions: number;
  /** BRAINS!: the printed Infection rise (§2.8). */
  brains?: number;
  /** The card carries the Zeds Pressure icon (G31): with 2+ seats the Zeds get extra moves this round. */
  pressureIcon: boolean;
}

const CODES: Record<string, TrackId> = { FO: "forest", MO: "mountain", HW: "highway", SU: "suburbs" };

/**
 * The rows of §6.3 and §6.4 in the tables' own notation, so they can be read against the rulebook:
 * `id | colour | act | S? | 4R | Out | Eat | Zeds | EA`, with `–` for an empty box, `d` for the die
 * icon, `*` for all tracks and `Fate×2` for the blue End card's Fate-drawn track activated twice.
 */
const ROWS = `
rule-7-cardio                        | blue  | 1   | -  | 1 | Y | 1 | SU,SU       | 1
hunting-cabin                        | blue  | 1   | -  | 0 | – | d | MO,SU       | 3
well-armed-civilians                 | blue  | 1   | -  | 0 | – | 1 | FO,MO       | 2
night-assault-mountain               | blue  | 2   | -  | 0 | Y | d | MO          | 1
night-assault-suburbs                | blue  | 2   | -  | 0 | Y | 1 | SU          | 2
night-assault-forest                 | blue  | 2   | -  | 2 | Y | d | FO          | 2
night-assault-highway                | blue  | 2   | -  | 1 | Y | 1 | HW,HW       | 1
right-under-our-feet                 | blue  | 2   | -  | 0 | Y | 0 | HW,SU,MO    | 2
spread-of-the-zed-disease            | blue  | 2   | -  | 1 | Y | d | HW,FO,FO    | 3
are-you-kidding-me                   | blue  | 2   | S  | 2 | – | d | *           | 1
a-hero-arrives-blue                  | blue  | 3   | -  | 1 | Y | 0 | HW,SU,FO    | 2
mine-explosion                       | blue  | 3   | -  | 1 | – | 0 | MO,SU,HW    | 2
nightfall                            | blue  | 3   | -  | 1 | Y | d | HW,FO       | 4
tenacious-zeds                       | blue  | 3   | -  | 1 | Y | 1 | MO,MO       | 3
whats-that-smell                     | blue  | 3   | -  | 0 | Y | 2 | HW,MO,FO    | 2
brains-1                             | blue  | 3   | S  | 0 | – | 0 | *           | 0
keep-calm-and-kill-zeds              | blue  | 4   | -  | 1 | Y | 0 | MO,HW       | 2
i-hate-when-that-happens             | blue  | 4   | -  | 0 | Y | d | HW,SU,SU    | 3
brains-2                             | blue  | 4   | S  | 0 | – | 0 | *           | 0
end-once-and-for-all-goodnight       | blue  | end | -  | 1 | Y | d | SU,MO,HW,HW | 0
end-good-bad-im-the-one-with-the-gun | blue  | end | -  | 2 | Y | 1 | Fate×2      | 0
wandering-zeds                       | green | 1   | -  | 1 | Y | 0 | HW,SU,FO    | 1
you-find-a-pantry                    | green | 1   | -  | 0 | – | d | HW,MO       | 2
contaminated-water                   | green | 1   | -  | 1 | Y | d | MO,FO       | 2
brains-3                             | green | 2   | S  | 0 | – | 0 | *           | 0
a-hero-arrives-green                 | green | 2   | -  | 2 | Y | d | FO,SU,HW    | 2
the-marines-deploy                   | green | 2   | -  | 1 | Y | 1 | MO,HW       | 2
total-chaos                          | green | 2   | -  | 1 | Y | 1 | FO,SU,MO    | 3
toxic-zeds                           | green | 2   | -  | 1 | Y | 1 | HW,HW       | 2
fast-zeds                            | green | 3   | -  | 1 | Y | d | FO,FO       | 2
unidentified-mob                     | green | 3   | -  | 2 | Y | 0 | MO,HW       | 3
raiders-appear                       | green | 3   | -  | 1 | Y | d | SU,FO       | 1
guard-helicopter-strike              | green | 3   | -  | 1 | Y | 0 | SU,HW       | 3
where-do-they-all-come-from          | green | 3   | S  | 1 | – | d | *           | 1
national-guard-arrives               | green | 3   | S  | 0 | – | 0 | –           | 0
hard-headed-zeds                     | green | 4   | -  | 1 | Y | d | MO,SU       | 1
hospital-efficiency                  | green | 4   | -  | 2 | Y | d | SU,MO,HW    | 2
oh-this-is-bad                       | green | 4   | S  | 0 | – | d | *           | 3
what-the-hell-is-that                | green | 4   | S  | 1 | – | d | *           | 2
end-want-a-piece-of-me               | green | end | -  | 1 | Y | d | MO,MO,FO,SU | 0
`;

/** BRAINS!' printed Infection rise (§6.3, §6.4): +1, +2, +3. */
const BRAINS: Partial<Record<EventCardId, number>> = { "brains-1": 1, "brains-2": 2, "brains-3": 3 };

/**
 * The cards that carry the Zeds Pressure icon (G31, our own list, the printed one being unavailable):
 * the four Night Assaults, Nightfall, Tenacious Zeds, I Hate When That Happens, Wandering Zeds, Fast
 * Zeds, Unidentified Mob and Hard-headed Zeds — 11 of the 37 non-End cards.
 */
const PRESSURE_ICON: ReadonlySet<EventCardId> = new Set<EventCardId>([
  "night-assault-mountain",
  "night-assault-suburbs",
  "night-assault-forest",
  "night-assault-highway",
  "nightfall",
  "tenacious-zeds",
  "i-hate-when-that-happens",
  "wandering-zeds",
  "fast-zeds",
  "unidentified-mob",
  "hard-headed-zeds",
]);

function parseZeds(cell: string): ZedsBox {
  if (cell === "*") return "all";
  if (cell === "–") return "none";
  if (cell === "Fate×2") return "fate-twice";
  return cell.split(",").map((c) => {
    const t = CODES[c];
    if (!t) throw new Error(`Event card data: unknown track code ${c}`);
    return t;
  });
}

function parseRow(line: string): EventCardDef {
  const [id, colour, act, s, fourR, out, eat, zeds, ea] = line.split("|").map((c) => c.trim());
  const card: EventCardDef = {
    id: id as EventCardId,
    colour: colour as "blue" | "green",
    act: act === "end" ? "end" : (Number(act) as 1 | 2 | 3 | 4),
    special: s === "S",
    fourR: Number(fourR),
    outbreakRoll: out === "Y",
    eat: eat === "d" ? "die" : Number(eat),
    zeds: parseZeds(zeds!),
    actions: Number(ea),
    pressureIcon: PRESSURE_ICON.has(id as EventCardId),
  };
  const b = BRAINS[card.id];
  if (b) card.brains = b;
  return card;
}

/** Every Event card of Level II by id: 19 non-End blue, 18 non-End green, 3 End cards (§6.6). */
export const EVENT_CARDS: Readonly<Record<EventCardId, EventCardDef>> = Object.fromEntries(
  ROWS.trim()
    .split("\n")
    .map(parseRow)
    .map((c) => [c.id, c]),
) as Record<EventCardId, EventCardDef>;

/** The Event card ids in table order. */
export const EVENT_CARD_IDS: readonly EventCardId[] = Object.keys(EVENT_CARDS) as EventCardId[];
