CREATE TABLE "app_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform" text NOT NULL,
	"version" text NOT NULL,
	"download_url" text NOT NULL,
	"release_notes" jsonb NOT NULL,
	"force_update" boolean DEFAULT false NOT NULL,
	"show" boolean DEFAULT true NOT NULL,
	"publish_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "app_versions_platform_idx" ON "app_versions" USING btree ("platform","publish_time");