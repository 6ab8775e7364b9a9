CREATE TABLE "limiter_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "limiter_counters_reset_at_idx" ON "limiter_counters" USING btree ("reset_at");