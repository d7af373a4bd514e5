import { ServerError } from "@colyseus/core";

/** The HTTP status of a create refused because the process holds as many rooms as it may. */
export const SERVER_FULL = 503;

/**
 * How many rooms of one kind a process holds, against a limit read at every take (without one,
 * thousands of creates in seconds all succeed). A room takes a slot in its onCreate and gives it
 * back when it is disposed; a room whose onCreate fails is disposed too, so its slot comes back.
 * The count is synchronous, so concurrent creates cannot slip past the limit together.
 */
export class RoomSlots {
  private used = 0;

  /** `max` is read at every take (a test may change the setting); `refusal(max)` is the sentence a refused create gets. */
  constructor(
    private readonly max: () => number,
    private readonly refusal: (max: number) => string,
  ) {}

  /** Rooms holding a slot now. */
  get count(): number {
    return this.used;
  }

  /**
   * Takes a slot and returns its release (which may be called any number of times). Throws a
   * ServerError 503 with the refusal sentence when every slot is taken: the matchmaker answers the
   * create with JSON `{code: 503, error}` and the SDK throws a MatchMakeError with that message.
   */
  take(): () => void {
    const max = this.max();
    if (this.used >= max) throw new ServerError(SERVER_FULL, this.refusal(max));
    return this.force();
  }

  /** Takes a slot even past the limit (a stored game reopened for its players); returns its release. */
  force(): () => void {
    this.used++;
    let held = true;
    return () => {
      if (held) (held = false), this.used--;
    };
  }
}
