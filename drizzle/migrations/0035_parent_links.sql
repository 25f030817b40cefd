CREATE TABLE "parent_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"mail" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stopped_at" timestamp with time zone,
	CONSTRAINT "parent_links_mail_check" CHECK ("parent_links"."mail" in ('consent', 'summary'))
);
--> statement-breakpoint
DROP INDEX "parental_consents_token_idx";--> statement-breakpoint
ALTER TABLE "parent_links" ADD CONSTRAINT "parent_links_user_id_parental_consents_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."parental_consents"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "parent_links_token_idx" ON "parent_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "parent_links_user_idx" ON "parent_links" USING btree ("user_id");--> statement-breakpoint
-- Hand-written: each parent's link that works today keeps working.
INSERT INTO "parent_links" ("user_id", "token_hash", "mail", "created_at")
  SELECT "user_id", "token_hash", 'consent', "last_mailed_at" FROM "parental_consents";--> statement-breakpoint
ALTER TABLE "parental_consents" DROP COLUMN "token_hash";