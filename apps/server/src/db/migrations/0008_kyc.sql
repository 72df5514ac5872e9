CREATE TABLE "kyc_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"source" text NOT NULL,
	"kind" text,
	"details" jsonb,
	"status" integer NOT NULL,
	"round" integer DEFAULT 1 NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"provider_applicant_id" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text,
	"reject_reason" text
);
--> statement-breakpoint
CREATE TABLE "kyc_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"round" integer NOT NULL,
	"action" text NOT NULL,
	"from_status" integer NOT NULL,
	"to_status" integer NOT NULL,
	"actor" text NOT NULL,
	"reason" text,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kyc_applications" ADD CONSTRAINT "kyc_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_events" ADD CONSTRAINT "kyc_events_application_id_kyc_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."kyc_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_events" ADD CONSTRAINT "kyc_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_applications_user_idx" ON "kyc_applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "kyc_applications_status_idx" ON "kyc_applications" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "kyc_events_application_idx" ON "kyc_events" USING btree ("application_id","id");