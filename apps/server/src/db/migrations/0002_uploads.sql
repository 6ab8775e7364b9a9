CREATE TABLE "uploaded_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"original_name" text NOT NULL,
	"media_type" text NOT NULL,
	"size" bigint NOT NULL,
	"blob_key" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"text_status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploaded_files_blob_key_unique" UNIQUE("blob_key")
);
--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploaded_files_user_kind_idx" ON "uploaded_files" USING btree ("user_id","kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "uploaded_files_one_cv_key" ON "uploaded_files" USING btree ("user_id") WHERE "uploaded_files"."kind" = 'cv';