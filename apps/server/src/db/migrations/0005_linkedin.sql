CREATE TABLE "linkedin_imports" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"blob_key" text NOT NULL,
	"kind" text NOT NULL,
	"original_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "linkedin_imports" ADD CONSTRAINT "linkedin_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;