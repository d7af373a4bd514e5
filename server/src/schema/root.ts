import { Encoder } from "@colyseus/schema";

export { Result, RootState, Seat } from "@zedfall/shared/protocol/schema";

// A game's full state (board included) is larger than the encoder's default 8 KB buffer.
Encoder.BUFFER_SIZE = 128 * 1024;
