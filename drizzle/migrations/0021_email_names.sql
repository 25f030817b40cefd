-- A name is never taken from an e-mail address again (docs/decisions/names-never-from-email.md):
-- the address's local part (or Google's name for the person) kept for the first profile goes.
-- Profiles already named after their address are renamed by a housekeeping job
-- (app/models/email-names.server.ts), which reads the address itself.
ALTER TABLE "users" DROP COLUMN "signup_name";
