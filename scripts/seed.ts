/** `npm run db:seed`: migrates, then loads the catalogue (games, badges, cosmetics, blog posts). Idempotent. */
import { openDatabaseOrExit } from "../app/db.server";
import { loadEnvOrExit } from "../app/env.server";
import { seed } from "../app/models/seed.server";

const env = loadEnvOrExit();
const database = await openDatabaseOrExit({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
await seed(database.db);
console.log(`Catalogue seeded (${database.driver}).`);
await database.close();
