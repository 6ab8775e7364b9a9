CREATE TABLE "note_shares" (
	"note_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "note_shares_note_id_user_id_pk" PRIMARY KEY("note_id","user_id")
);
--> statement-breakpoint
DROP INDEX "notes_shared_with_idx";--> statement-breakpoint
DROP INDEX "notes_collaborators_idx";--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "note_shares" ADD CONSTRAINT "note_shares_note_id_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_shares" ADD CONSTRAINT "note_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "note_shares_user_idx" ON "note_shares" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "messages_streaming_idx" ON "messages" USING btree ("id") WHERE "messages"."status" = 'streaming';--> statement-breakpoint
-- Note shares move from e-mail lists to accounts. Each listed address that an account holds
-- today becomes a share with that account (a collaborator listing wins over a reader listing).
-- Addresses no account holds are dropped: they gave nobody access, and keeping them would hand
-- the note to whoever registers the address later. Private notes had no lists.
INSERT INTO "note_shares" ("note_id", "user_id", "role", "position")
SELECT n."id", u."id", 'collaborator', l."position"::integer
FROM "notes" n
CROSS JOIN LATERAL unnest(n."collaborators") WITH ORDINALITY AS l("email", "position")
JOIN "users" u ON lower(u."email") = lower(l."email")
WHERE u."id" <> n."owner_id" AND NOT n."is_private"
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "note_shares" ("note_id", "user_id", "role", "position")
SELECT n."id", u."id", 'viewer', 1000 + l."position"::integer
FROM "notes" n
CROSS JOIN LATERAL unnest(n."shared_with") WITH ORDINALITY AS l("email", "position")
JOIN "users" u ON lower(u."email") = lower(l."email")
WHERE u."id" <> n."owner_id" AND NOT n."is_private"
ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "notes" DROP COLUMN "shared_with";--> statement-breakpoint
ALTER TABLE "notes" DROP COLUMN "collaborators";