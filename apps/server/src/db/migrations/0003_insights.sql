CREATE TABLE "diamond_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"insights" jsonb NOT NULL,
	"evidence" jsonb NOT NULL,
	"generator" text NOT NULL,
	"generated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "diamond_profiles" ADD CONSTRAINT "diamond_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;