CREATE TABLE "global_account_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"payment_type" text NOT NULL,
	"account" jsonb NOT NULL,
	"account_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "global_account_details_account_key_unique" UNIQUE("account_key")
);
--> statement-breakpoint
CREATE TABLE "global_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"status" smallint,
	"channel" text NOT NULL,
	"reason" text,
	"bank_customer_id" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "global_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"channel" text NOT NULL,
	"field_key" text NOT NULL,
	"file_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "global_moves" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"record_type" smallint NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"fee" numeric(38, 18) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "global_payins" (
	"id" text PRIMARY KEY NOT NULL,
	"bank_transfer_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"payment_type" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"fee" numeric(38, 18) NOT NULL,
	"status" smallint NOT NULL,
	"review_reason" text,
	"payer_name" text NOT NULL,
	"payer_account" text NOT NULL,
	"payer_key" text NOT NULL,
	"whitelist_id" integer,
	"reference" text NOT NULL,
	"note" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "global_payins_bank_transfer_id_unique" UNIQUE("bank_transfer_id")
);
--> statement-breakpoint
CREATE TABLE "global_pay_whitelist" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"payment_type" text NOT NULL,
	"country" text NOT NULL,
	"holder_name" text NOT NULL,
	"friendly_name" text NOT NULL,
	"fields" jsonb NOT NULL,
	"payer_key" text NOT NULL,
	"usable_from" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "global_account_details" ADD CONSTRAINT "global_account_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "global_accounts" ADD CONSTRAINT "global_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "global_attachments" ADD CONSTRAINT "global_attachments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "global_moves" ADD CONSTRAINT "global_moves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "global_payins" ADD CONSTRAINT "global_payins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "global_pay_whitelist" ADD CONSTRAINT "global_pay_whitelist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "global_account_details_user_currency" ON "global_account_details" USING btree ("user_id","currency");--> statement-breakpoint
CREATE INDEX "global_attachments_user_idx" ON "global_attachments" USING btree ("user_id","channel");--> statement-breakpoint
CREATE INDEX "global_moves_user_idx" ON "global_moves" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "global_payins_user_idx" ON "global_payins" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "global_pay_whitelist_one_live" ON "global_pay_whitelist" USING btree ("user_id","payer_key") WHERE "global_pay_whitelist"."deleted_at" is null;