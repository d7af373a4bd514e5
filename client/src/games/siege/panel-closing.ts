import { h } from "../../shell/dom";

/*
 * How a Siege panel that shows one unit at a time (a counter's pinned sheet, a hero's card) closes:
 * Esc while it is open, or its × button; and how it stands closed: hidden, empty, naming no unit.
 */

/** A panel's closing: Esc closes it while `isOpen()` (a listener on the page until `stop`), and so does the × button `button` makes. */
export class PanelClosing {
  private readonly keys = (e: KeyboardEvent): void => {
    if (e.key === "Escape" && this.isOpen()) this.close();
  };

  constructor(
    private readonly isOpen: () => boolean,
    private readonly close: () => void,
  ) {
    document.addEventListener("keydown", this.keys);
  }

  /** The panel's × button, element `tag` (`button.sheet-close#unit-sheet-close`) named `label`: a click closes the panel. */
  button(tag: `button.${string}`, label: string): HTMLButtonElement {
    return h(tag, { type: "button", "aria-label": label, title: label, onclick: () => this.close() }, "×");
  }

  /** Stops listening for Esc (the panel is destroyed). */
  stop(): void {
    document.removeEventListener("keydown", this.keys);
  }
}

/** Puts panel `el` in its closed look: hidden, emptied, with no `data-unit`. */
export function showClosed(el: HTMLElement): void {
  el.hidden = true;
  el.replaceChildren();
  delete el.dataset.unit;
}
