import type { RoomState } from "@zedfall/shared/protocol/schema";
import { has, t } from "../../shell/i18n";
import { iconSvg } from "../../shell/icons";
import { actionKey, type Action, type ActionView } from "../../shell/actions";
import type { Panel, PanelContext } from "../../shell/plugin";
import { h } from "../../shell/dom";
import { grabAnswerOf, heldFigure, optionsOf, pendingDecision } from "./state";

const charName = (id: string) => (has(`character.${id}`) ? t(`character.${id}`) : id);

/**
 * The crawler grab prompt (house DoR 3, §16): while the game waits on a grab window, the Zombie seat
 * sees "a crawler can grab X" with one button per crawler that may try and a "no grab" button, and
 * the seconds left before the server declines for it (`reactionSeconds`; at the async pace there is
 * no clock and it says so); every other seat sees who is deciding. Hidden otherwise.
 */
export class GrabPrompt implements Panel {
  readonly el = h("div.grab-prompt#grab-prompt", { role: "alertdialog", "aria-labelledby": "grab-title", hidden: true });
  readonly place = "board";
  private openedFor = "";
  private openedAt = 0;
  private tick: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly send: (v: ActionView) => void) {}

  /** Shows the prompt while the game waits on a grab window, hides it otherwise. */
  update({ state: st, views, mySeat }: PanelContext): void {
    const p = pendingDecision(st, mySeat);
    if (st.stage !== "play" || p?.kind !== "grab" || !p.figure) return this.hide();
    const key = `${st.seq}:${p.figure}`;
    if (key !== this.openedFor) {
      this.openedFor = key;
      this.openedAt = Date.now();
    }
    const seconds = optionsOf(st).reactionSeconds;
    const mine = views.filter((v) => v.action.type === "grab" || v.action.type === "declineGrab");
    const left = h("p.grab-left", { "aria-live": "off" });
    // at the async pace the server sets no clock on the answer (GameRoom.decisionClocks)
    const clocked = st.pace !== "async";
    const showLeft = () => {
      const s = Math.max(0, Math.ceil(seconds - (Date.now() - this.openedAt) / 1000));
      left.textContent = clocked ? t("grab.left", { seconds: s }) : t("grab.noClock");
    };
    showLeft();
    const figure = charName(p.figure);
    this.el.hidden = false;
    this.el.classList.toggle("mine", mine.length > 0);
    const parts: HTMLElement[] = [
      h("h2#grab-title", null, h("span.icon", { html: iconSvg("grab", 18) }), " ", t("grab.title")),
      h("p", null, mine.length ? t("grab.offer", { figure }) : t("grab.offerOther", { figure })),
    ];
    if (mine.length)
      parts.push(
        h(
          "div.grab-buttons",
          null,
          ...mine.map((v) =>
            h(`button.grab-btn${v.action.type === "grab" ? ".primary" : ""}`, { dataset: { type: v.action.type, key: actionKey(v.action) }, onclick: () => this.send(v) }, v.label),
          ),
        ),
      );
    this.el.replaceChildren(...parts, left);
    // one countdown at a time, bound to the latest line
    if (this.tick) clearInterval(this.tick);
    this.tick = clocked ? setInterval(showLeft, 1000) : null;
    if (mine.length && !this.el.contains(document.activeElement)) this.el.querySelector<HTMLButtonElement>("button.grab-btn")?.focus({ preventScroll: true });
  }

  /** The prompt's controls. */
  claims(a: Action): boolean {
    return a.type === "grab" || a.type === "declineGrab";
  }

  /** Stops the countdown. */
  destroy(): void {
    this.hide();
  }

  private hide(): void {
    this.el.hidden = true;
    this.openedFor = "";
    if (this.tick) clearInterval(this.tick);
    this.tick = null;
  }
}

/**
 * The Zombie seat's standing answer to grab windows (house DoR 3: always / never / ask), shown with
 * its hand: the current answer is pressed; the others are buttons while the rules let it change
 * (at the start of the Zombie turn, once per turn).
 */
export function grabAnswerControl(st: RoomState, seat: string, views: ActionView[], send: (v: ActionView) => void): HTMLElement | null {
  const current = grabAnswerOf(st, seat);
  if (!current || !optionsOf(st).crawlers) return null;
  const buttons = (["always", "never", "ask"] as const).map((answer) => {
    const v = views.find((x) => x.action.type === "setGrabAnswer" && x.action.answer === answer);
    return h(
      "button.answer-btn",
      {
        "aria-pressed": String(answer === current),
        disabled: !v && answer !== current,
        dataset: { answer, ...(v ? { key: actionKey(v.action) } : {}) },
        onclick: () => v && send(v),
      },
      t(`grab.${answer}`),
    );
  });
  return h(
    "div.grab-answer#grab-answer",
    { role: "group", "aria-label": t("grab.answer"), title: t("grab.answerHelp") },
    h("h3", null, h("span.icon", { html: iconSvg("half-body-crawling", 16) }), " ", t("grab.answer")),
    h("div.answer-buttons", null, ...buttons),
    h("p.hint", null, t("grab.answerHelp")),
  );
}

/** Marks on a figure's chip in the seats panel: carrying the baby (house §17), held by a crawler (§16). */
export function figureMarks(st: RoomState, figure: string): HTMLElement[] {
  const out: HTMLElement[] = [];
  const u = st.units.get(figure);
  if (u?.carriesBaby) out.push(h("span.mark.baby-mark", { title: t("baby.carrying"), "aria-label": t("baby.carrying") }, h("span.icon", { html: iconSvg("baby-face", 14) }), " ", t("baby.carrying")));
  const grab = heldFigure(st);
  if (grab?.figure === figure) {
    const crawler = t("unit.crawler", { id: grab.crawler });
    out.push(h("span.mark.grab-mark", { title: t("grab.held", { crawler }) }, h("span.icon", { html: iconSvg("grab", 14) }), " ", t("grab.held", { crawler })));
  }
  return out;
}
