import { createServer, type AddressInfo } from "node:net";

/** A port nobody listens on now on 127.0.0.1, asked from the OS (the fuzzer's server, the tests' servers: never a shared fixed port). */
export function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}
