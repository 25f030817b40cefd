/**
 * The production entry point (bundled into build/server.js by scripts/build-server.ts, run by
 * `npm start`, the image and `npm run dev`): the server of server/start.ts, as it is.
 */
import { startServer } from "./start";
import { StartupError } from "./startup-checks";

startServer().catch((error) => {
  // A bad setting is one line that names it; anything else keeps its stack for the developer.
  console.error(error instanceof StartupError ? error.message : error);
  process.exit(1);
});
