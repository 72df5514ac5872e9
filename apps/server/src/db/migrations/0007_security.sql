CREATE TABLE "api_key_nonces" (
	"key_id" integer NOT NULL,
	"signature" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"access_key" text NOT NULL,
	"secret_sealed" text NOT NULL,
	"remark" text NOT NULL,
	"permissions" jsonb NOT NULL,
	"withdraw_scope" text DEFAULT 'all' NOT NULL,
	"withdraw_address_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ips" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "security_change_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"lost_item" text NOT NULL,
	"verified_with" jsonb NOT NULL,
	"new_email" text,
	"new_area_code" text,
	"new_phone_number" text,
	"id_photo_file_id" text NOT NULL,
	"selfie_file_id" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"reject_reason" text,
	"query_token_hash" text NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "security_change_applications_query_token_hash_unique" UNIQUE("query_token_hash")
);
--> statement-breakpoint
CREATE TABLE "security_operations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"operation" text NOT NULL,
	"result" text NOT NULL,
	"detail" text,
	"ip" text DEFAULT '' NOT NULL,
	"device_id" text,
	"user_agent" text DEFAULT '' NOT NULL,
	"client_type" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_totp" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"secret_sealed" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"bound_at" timestamp with time zone,
	"last_step" bigint DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "api_key_nonces" ADD CONSTRAINT "api_key_nonces_key_id_api_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_change_applications" ADD CONSTRAINT "security_change_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_operations" ADD CONSTRAINT "security_operations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_totp" ADD CONSTRAINT "user_totp_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_key_nonces_idx" ON "api_key_nonces" USING btree ("key_id","signature");--> statement-breakpoint
CREATE INDEX "api_key_nonces_exp_idx" ON "api_key_nonces" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_access_key_idx" ON "api_keys" USING btree ("access_key");--> statement-breakpoint
CREATE INDEX "api_keys_user_idx" ON "api_keys" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "security_change_user_idx" ON "security_change_applications" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "security_operations_user_idx" ON "security_operations" USING btree ("user_id","created_at");