import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { SETTINGS, type SettingName, type Settings } from "./settings";

/** A setting the environment gives a value it does not allow; the message is the one line the start prints. */
export class SettingsError extends Error {
  constructor(readonly problems: { name: SettingName; value: string; allowed: string }[]) {
    super(`Zedfall cannot start: ${problems.map((p) => `${p.name}=${JSON.stringify(p.value)} is not allowed (${p.allowed})`).join("; ")}`);
    this.name = "SettingsError";
  }
}

/**
 * Every setting (settings.ts) read from `env` (default: the process's environment): an unset or
 * empty variable takes its default. Throws SettingsError naming every variable whose value is not
 * allowed (not a number, below or above its range, not one of its words), with the value and
 * what is allowed. Reads afresh at each call (cheap: a few dozen variables).
 */
export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const out: Record<string, unknown> = {};
  const problems: SettingsError["problems"] = [];
  for (const [name, setting] of Object.entries(SETTINGS) as [SettingName, (typeof SETTINGS)[SettingName]][]) {
    const raw = env[name];
    if (raw === undefined || raw === "") {
      out[name] = setting.fallback;
      continue;
    }
    const parsed = setting.schema.safeParse(raw);
    if (parsed.success) out[name] = parsed.data;
    else problems.push({ name, value: raw, allowed: setting.allowed });
  }
  if (problems.length) throw new SettingsError(problems);
  return out as Settings;
}

/**
 * Reads the first `.env` file of `dirs` into the process's environment (Node's own
 * `process.loadEnvFile`; a variable already set is kept). By default the working directory, then
 * the one npm was started from (INIT_CWD: `npm start` runs the server from server/, the `.env` is
 * in the project's root). Returns the file's path, or null when there is none.
 */
export function loadDotEnv(dirs = [process.cwd(), process.env.INIT_CWD]): string | null {
  for (const dir of dirs) {
    if (!dir) continue;
    const file = resolve(dir, ".env");
    if (!existsSync(file)) continue;
    process.loadEnvFile(file);
    return file;
  }
  return null;
}
