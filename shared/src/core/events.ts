import type { BaseAction, SeatId } from "./ruleset";
import type { Refusal } from "./refusal";

/**
 * What every event may carry besides its type and fields: the rule it applies (a section of the
 * rules, for the log's rule chip) and, for a private event, the one seat it is addressed to.
 * Events are data only: the client words each from its type and fields, in the reader's language.
 */
export interface EventFrame {
  rule?: string;
  onlyFor?: SeatId;
}

/** The fields of the kernel's own events, by type (core/engine.ts, core/steps.ts), in every game. */
export interface KernelEventFields {
  actionLapsed: { action: BaseAction; why: Refusal; };
  decisionLapsed: { kind: string; };
}

/** One event of a game whose fields by type are `F`: its type, its fields and the frame. */
export type EventOf<F> = { [K in keyof F]: { type: K } & F[K] & EventFrame }[keyof F];
