import { TypeContext } from "@colyseus/schema";
import type { Room as SdkRoom } from "@colyseus/sdk";

/**
 * Forgets the schema classes an SDK room made from the server's reflection when it joined. In
 * @colyseus/schema 5.0.34, `Reflection.decode` registers every reflected subclass in the static
 * `TypeContext.inheritedTypes` map, which nothing ever empties: a process that joins thousands of
 * rooms (the fuzzer: ~1 MB of heap per 1,000 messages) keeps every closed room's classes and,
 * through their closures, its decoder and decoded state (heap-snapshot retainer path:
 * TypeContext.inheritedTypes → class _ → context → reflection → ArraySchema). A browser page
 * joins a few times and never notices; the server never decodes a reflection. Call it once the
 * room has closed; a room that never got its reflection (a refused join) has nothing to forget.
 */
export function forgetReflectedTypes(room: SdkRoom): void {
  const decoder = (room as unknown as { serializer?: { decoder?: { context?: { schemas: Map<unknown, number> } } } }).serializer?.decoder;
  const schemas = decoder?.context?.schemas;
  if (!schemas) return;
  for (const klass of schemas.keys()) TypeContext.inheritedTypes.delete(klass as never);
}
