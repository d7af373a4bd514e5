import { matchMaker } from "@colyseus/core";

/**
 * A check run before the matchmaker handles a request (`method` is Colyseus' matchmaker method:
 * create, joinOrCreate, joinById…): it refuses the request by throwing (a ServerError, which
 * Colyseus answers as it is), or prepares it (a stored game's room reopened before its join).
 */
export type MatchmakeHook = (method: string, roomName: string, clientOptions: any, authOptions: any) => Promise<void> | void;

/** The hooks of the latest server made in this process, in order. */
let hooks: readonly MatchmakeHook[] = [];

/**
 * Patch of `matchMaker.controller.invokeMethod` (@colyseus/core 0.18.17, colyseus/checked.ts):
 * the one function every matchmaker HTTP request goes through (the controller is the documented
 * place to customise matchmaking). Wrapped once per process: `list` runs, in order, before
 * Colyseus handles each request; applying it again (a test's second server) replaces the list.
 */
export function beforeMatchmake(list: readonly MatchmakeHook[]): void {
  hooks = list;
  const controller = matchMaker.controller as typeof matchMaker.controller & { __zedfallHooks?: boolean };
  if (controller.__zedfallHooks) return;
  controller.__zedfallHooks = true;
  const invoke = controller.invokeMethod;
  controller.invokeMethod = async function (method: string, roomName: string, clientOptions: any = {}, authOptions?: any) {
    for (const hook of hooks) await hook(method, roomName, clientOptions, authOptions);
    return invoke.call(this, method, roomName, clientOptions, authOptions);
  };
}
