import { z } from "zod";
import type { GamePlugin } from "./plugin";

/** One option of a game as the create form and the lobby show it, read from the ruleset's zod schema. */
export interface OptionField {
  key: string;
  kind: "bool" | "number" | "choice";
  /** The schema's default. */
  def: unknown;
  /** The values of a choice. */
  choices?: string[];
  min?: number;
  max?: number;
}

/** The JSON-schema description of one property, as `z.toJSONSchema` writes it (the parts read here). */
interface JsonProperty {
  type?: string;
  enum?: unknown[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
}

const cache = new WeakMap<GamePlugin, OptionField[]>();

/**
 * The options a player sets for a game, in schema order: booleans become checkboxes, enums selects,
 * integers number inputs with their bounds; the plugin's `hiddenOptions` are left out. Throws for an
 * option of another type the plugin did not hide (it has no control to show it with).
 */
export function optionFields(plugin: GamePlugin): OptionField[] {
  const known = cache.get(plugin);
  if (known) return known;
  const schema = z.toJSONSchema(plugin.optionsSchema) as { properties?: Record<string, JsonProperty> };
  const fields = Object.entries(schema.properties ?? {})
    .filter(([key]) => !plugin.hiddenOptions.includes(key))
    .map(([key, p]): OptionField => {
      if (p.type === "boolean") return { key, kind: "bool", def: p.default ?? false };
      if (p.enum) return { key, kind: "choice", def: p.default ?? p.enum[0], choices: p.enum.map(String) };
      if (p.type === "integer" || p.type === "number") return { key, kind: "number", def: p.default ?? p.minimum ?? 0, min: p.minimum, max: p.maximum };
      throw new Error(`${plugin.id}: option "${key}" (${p.type}) has no form control; list it in hiddenOptions`);
    });
  cache.set(plugin, fields);
  return fields;
}
