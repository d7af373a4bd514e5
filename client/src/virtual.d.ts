declare module "virtual:icons" {
  const icons: Record<string, { body: string; width: number; height: number }>;
  export default icons;
}

declare module "virtual:docs/*" {
  /** A game's rules reference as HTML, by language (client/build/docs.ts). */
  const docs: Record<string, string>;
  export default docs;
}

declare module "virtual:turn-words" {
  /** The service worker's words of a "your turn" push, by language (client/build/turn-words.ts). */
  const words: Record<"en" | "ru", import("./sw/turn-words").TurnWords>;
  export default words;
}
