-- Sign-in sessions keep the SHA-256 of the cookie's token, not the token (app/models/session.server.ts).
-- Existing ids are hashed in place, so everyone signed in stays signed in.
UPDATE "auth_sessions" SET "id" = encode(sha256(convert_to("id", 'UTF8')), 'hex');
