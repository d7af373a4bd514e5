declare module "virtual:icons" {
  const icons: Record<string, { body: string; width: number; height: number }>;
  export default icons;
}

declare module "virtual:docs/*" {
  /** A game's rules reference as HTML, by language (client/build/docs.ts). */
  const docs: Record<string, string>;
  export default docs;
}
