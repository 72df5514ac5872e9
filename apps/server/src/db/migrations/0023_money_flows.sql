CREATE TABLE "idempotent_requests" (
	"key" text PRIMARY KEY NOT NULL,
	"body_hash" text NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbound_dispatches" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"state" smallint NOT NULL,
	"lease_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"outside_id" text,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "outbound_dispatches_due_idx" ON "outbound_dispatches" USING btree ("kind","state");