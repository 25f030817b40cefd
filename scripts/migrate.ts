/** `npm run db:migrate`: applies pending drizzle/migrations to DATABASE_URL, or to PGlite in DATA_DIR. */
import { openDatabaseOrExit } from "../app/db.server";
import { loadEnvOrExit } from "../app/env.server";

const env = loadEnvOrExit();
const database = await openDatabaseOrExit({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
console.log(`Migrations applied (${database.driver}).`);
await database.close();
