CREATE TABLE "merchant_applications" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"full_name" text DEFAULT '' NOT NULL,
	"short_name" text DEFAULT '' NOT NULL,
	"company_website" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"business_scope" text DEFAULT '' NOT NULL,
	"referral_code" text DEFAULT '' NOT NULL,
	"whats_app" text DEFAULT '' NOT NULL,
	"receipt_currency" text DEFAULT '' NOT NULL,
	"certificate_file_id" text,
	"status" integer DEFAULT 0 NOT NULL,
	"reject_reason" text,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_channel_fees" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"currency" text NOT NULL,
	"business_type" integer NOT NULL,
	"fee_rate" numeric(38, 18) NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"legal_currency" text NOT NULL,
	"collection_currency" text NOT NULL,
	"rate" numeric(38, 18) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_merchants" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"user_name" text NOT NULL,
	"contact_name" text NOT NULL,
	"phone_number" text NOT NULL,
	"job" text DEFAULT '' NOT NULL,
	"receipt_valid_minutes" integer NOT NULL,
	"order_display_days" integer NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"approve_refund" boolean DEFAULT false NOT NULL,
	"approve_payment" boolean DEFAULT false NOT NULL,
	"approve_transfer" boolean DEFAULT false NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "merchant_applications" ADD CONSTRAINT "merchant_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_applications" ADD CONSTRAINT "merchant_applications_certificate_file_id_uploads_id_fk" FOREIGN KEY ("certificate_file_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_rates" ADD CONSTRAINT "merchant_rates_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_merchants" ADD CONSTRAINT "sub_merchants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_merchants" ADD CONSTRAINT "sub_merchants_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_merchants" ADD CONSTRAINT "sub_merchants_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "merchant_applications_updated_idx" ON "merchant_applications" USING btree ("updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_channel_fees_idx" ON "merchant_channel_fees" USING btree ("merchant_id","currency","business_type");--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_rates_pair_idx" ON "merchant_rates" USING btree ("merchant_id","legal_currency","collection_currency");--> statement-breakpoint
CREATE INDEX "sub_merchants_merchant_idx" ON "sub_merchants" USING btree ("merchant_id","created_at");