import "./node20-polyfill";
import { makeServer } from "./app";

/** Entry point: `npm start` (or `node server/dist/index.js`); listens on PORT (default 2567). */
const port = Number(process.env.PORT ?? 2567);
const server = makeServer();
await server.listen(port);
console.log(`Zedfall is running at http://localhost:${port}`);
