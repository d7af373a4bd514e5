import { h } from "./dom";
import { t } from "./i18n";
import type { GameRules } from "./plugin";
import { ruleChip } from "./rules";

const PIPS: Record<number, number[][]> = {
  1: [[1, 1]], 2: [[0, 0], [2, 2]], 3: [[0, 0], [1, 1], [2, 2]], 4: [[0, 0], [0, 2], [2, 0], [2, 2]],
  5: [[0, 0], [0, 2], [1, 1], [2, 0], [2, 2]], 6: [[0, 0], [1, 0], [2, 0], [0, 2], [1, 2], [2, 2]],
};

function die(value: number): HTMLElement {
  const d = h("div.die", { role: "img", "aria-label": String(value), dataset: { value: String(value) } });
  for (const [c, r] of PIPS[value] ?? []) d.append(h("span.pip", { style: `grid-column:${c! + 1};grid-row:${r! + 1}` }));
  return d;
}

let queue = Promise.resolve();
let waiting = 0;
/** Counts the Skips: a roll queued before the last Skip is not shown. */
let skips = 0;
/** Ends the roll on screen now (its box goes, the queue moves on), or null. */
let finishShown: (() => void) | null = null;

/**
 * Skips the animations (the Skip button on a roll, or Esc while one shows): the roll on screen goes
 * and every roll queued behind it is dropped (the log keeps them all), so the board and the next
 * decision are in sight at once.
 */
export function skipDice(): void {
  skips++;
  finishShown?.();
  document.querySelectorAll(".dice").forEach((old) => old.remove());
}

document.addEventListener("keydown", (e) => {
  if (e.key === "Escape" && document.querySelector(".dice")) skipDice();
});

/**
 * Where a roll's box goes: a phone's board box is short and a game's panels fill its lower part (a
 * fight's facts), so there the box sits at the top of the board's visible part; elsewhere the
 * stylesheet's place (the board's middle). Takes the new box; sets its top, or nothing.
 */
function place(box: HTMLElement): void {
  const board = document.getElementById("board");
  if (!board || !matchMedia("(max-width: 800px)").matches) return;
  // below a band of the board box that stays stuck over the board when the screen scrolls
  const stuck = [...(board.parentElement?.children ?? [])].filter((el) => el !== board && getComputedStyle(el).position === "sticky").map((el) => el.getBoundingClientRect().bottom);
  box.classList.add("dice-top");
  box.style.top = `${Math.max(0, board.getBoundingClientRect().top, ...stuck) + 6}px`;
}

/**
 * Shows a roll: dice tumble briefly (not with prefers-reduced-motion) and land on the server's
 * values, with a caption of what was rolled and the rule it used (a chip opening `rules` there),
 * and `need`, what the dice need (`p.dice-need`). Rolls queue one after another; a new
 * one replaces the last at once (a leaving box is not left under it).
 */
export function showDice(values: number[], caption: string, rule?: string, rules?: GameRules, need?: string): void {
  waiting++;
  const skipsThen = skips;
  queue = queue.then(
    () =>
      new Promise<void>((done) => {
        waiting--;
        if (skipsThen !== skips) return done();
        // when rolls pile up (fast bots), later ones skip the tumble and stay briefly
        const hurry = waiting > 1;
        const reduced = hurry || matchMedia("(prefers-reduced-motion: reduce)").matches;
        const tray = h("div.dice-tray", null);
        const skip = h("button.dice-skip", { type: "button", title: t("game.skipTitle"), onclick: () => skipDice() }, t("game.skip"));
        const box = h("div.dice#dice", { role: "status" }, tray, need ? h("p.dice-need", null, need) : null, h("p.dice-caption", null, caption, rule ? ruleChip(rules, rule) : null), skip);
        document.querySelectorAll(".dice").forEach((old) => old.remove());
        place(box);
        document.body.append(box);
        const show = (vals: number[]) => tray.replaceChildren(...vals.map(die));
        let iv: ReturnType<typeof setInterval> | undefined;
        if (reduced) show(values);
        else {
          let n = 0;
          tray.classList.add("tumbling");
          iv = setInterval(() => {
            show(values.map(() => 1 + Math.floor(Math.random() * 6)));
            if (++n >= 6) {
              clearInterval(iv);
              tray.classList.remove("tumbling");
              show(values);
            }
          }, 70);
        }
        const stay = setTimeout(() => {
          finishShown = null;
          box.classList.add("leaving");
          setTimeout(() => box.remove(), 250);
          done();
        }, hurry ? 450 : reduced ? 1400 : 1700);
        finishShown = () => {
          finishShown = null;
          clearTimeout(stay);
          clearInterval(iv);
          box.remove();
          done();
        };
      }),
  );
}
