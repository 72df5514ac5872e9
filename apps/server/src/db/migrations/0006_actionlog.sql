CREATE TABLE "user_action_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" text,
	"client_type" integer DEFAULT 0 NOT NULL,
	"action" text NOT NULL,
	"page" text NOT NULL,
	"target" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "user_action_logs_received_at_idx" ON "user_action_logs" USING btree ("received_at");