import { defineConfig } from "drizzle-kit";

// `npm run db:generate` writes SQL migrations from drizzle/schema.ts into drizzle/migrations.
// SQL functions live in custom migrations (`npx drizzle-kit generate --custom --name ...`).
export default defineConfig({
  dialect: "postgresql",
  schema: "./drizzle/schema.ts",
  out: "./drizzle/migrations",
  ...(process.env.DATABASE_URL ? { dbCredentials: { url: process.env.DATABASE_URL } } : {}),
});
