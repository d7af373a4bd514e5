/** A tiny DOM builder: h("button.primary", {onclick}, "text", child…). */
export function h<K extends keyof HTMLElementTagNameMap>(
  spec: K | `${K}.${string}` | `${K}#${string}`,
  attrs: Record<string, unknown> | null = null,
  ...children: (Node | string | null | undefined | false)[]
): HTMLElementTagNameMap[K] {
  const tag = spec.match(/^[a-z0-9]+/)![0];
  const id = spec.match(/#([\w-]+)/)?.[1];
  const classes = [...spec.matchAll(/\.([\w-]+)/g)].map((m) => m[1]);
  const el = document.createElement(tag as K);
  if (id) el.id = id;
  if (classes.length) el.className = classes.join(" ");
  for (const [k, v] of Object.entries(attrs ?? {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith("on") && typeof v === "function") el.addEventListener(k.slice(2), v as EventListener);
    else if (k === "html") el.innerHTML = String(v);
    else if (k === "dataset") Object.assign(el.dataset, v);
    else if (k in el && typeof v !== "string") (el as unknown as Record<string, unknown>)[k] = v;
    else el.setAttribute(k, v === true ? "" : String(v));
  }
  for (const c of children) if (c !== null && c !== undefined && c !== false) el.append(c);
  return el;
}

/** Says `text` to screen readers through the page's aria-live region. */
export function announce(text: string): void {
  const el = document.getElementById("announcer");
  if (!el) return;
  el.textContent = "";
  setTimeout(() => (el.textContent = text), 30);
}

/**
 * Where the toasts stand: never over the buttons at the screen's foot (the tabs, the action bar, the
 * side panel's chat), which a player could not press while a toast covered them. On a phone they go
 * across the screen under the top bar; on a wider screen over the lower right corner of the game's
 * board box when a game is shown; elsewhere (the lobby) in the stylesheet's corner. Taps go through
 * them (style.css).
 */
function placeToasts(box: HTMLElement): void {
  box.style.top = box.style.right = box.style.bottom = "";
  if (matchMedia("(max-width: 800px)").matches) {
    box.style.top = `${(document.querySelector(".topbar")?.getBoundingClientRect().bottom ?? 0) + 6}px`;
    return;
  }
  const board = document.getElementById("board")?.getBoundingClientRect();
  if (!board?.width) return;
  box.style.right = `${Math.max(0, innerWidth - board.right) + 12}px`;
  box.style.bottom = `${Math.max(0, innerHeight - board.bottom) + 12}px`;
}

/** A toast (refusals, copies), clear of the buttons at the screen's foot; disappears after a few seconds. */
export function toast(text: string, kind: "error" | "info" = "info"): void {
  let box = document.getElementById("toasts");
  if (!box) {
    box = h("div#toasts", { role: "status", "aria-live": "assertive" });
    document.body.append(box);
  }
  placeToasts(box);
  const el = h(`div.toast.${kind}`, null, text);
  box.append(el);
  setTimeout(() => el.remove(), 4500);
}

/** What tells an element of a rebuilt list from its fellows: its tag, classes, data and the seat row it is in. */
function identity(el: Element): string {
  const data = el instanceof HTMLElement ? JSON.stringify({ ...el.dataset }) : "";
  return `${el.tagName}|${el.className}|${data}|${el.closest<HTMLElement>("[data-seat]")?.dataset.seat ?? ""}`;
}

/**
 * Runs `rebuild` (which replaces what `container` holds) and gives the keyboard focus back to the
 * new twin of the element that had it inside, so a list redrawn on every update (the seats panel)
 * does not drop the focus of a player who tabbed to one of its buttons.
 */
export function keepFocus(container: HTMLElement, rebuild: () => void): void {
  const had = document.activeElement;
  const key = had && had !== container && container.contains(had) ? identity(had) : null;
  rebuild();
  if (!key || container.contains(document.activeElement)) return;
  for (const el of container.querySelectorAll<HTMLElement>("*")) {
    if (identity(el) === key) return el.focus({ preventScroll: true });
  }
}
