CREATE TABLE "merchant_daily_reports" (
	"merchant_user_id" integer NOT NULL,
	"sub_merchant_id" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"day" date NOT NULL,
	"receipt_amount" numeric(38, 18) NOT NULL,
	"payment_amount" numeric(38, 18) NOT NULL,
	"refund_amount" numeric(38, 18) NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_daily_reports_merchant_user_id_sub_merchant_id_currency_day_pk" PRIMARY KEY("merchant_user_id","sub_merchant_id","currency","day"),
	CONSTRAINT "merchant_daily_reports_amounts" CHECK ("merchant_daily_reports"."receipt_amount" >= 0 and "merchant_daily_reports"."payment_amount" >= 0 and "merchant_daily_reports"."refund_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "deposit_addresses" DROP CONSTRAINT "deposit_addresses_user_chain";--> statement-breakpoint
ALTER TABLE "deposit_addresses" ADD COLUMN "wallet_type" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "wallet_type" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "wallet_type" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_daily_reports" ADD CONSTRAINT "merchant_daily_reports_merchant_user_id_users_id_fk" FOREIGN KEY ("merchant_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "merchant_daily_reports_day_idx" ON "merchant_daily_reports" USING btree ("merchant_user_id","day");--> statement-breakpoint
ALTER TABLE "deposit_addresses" ADD CONSTRAINT "deposit_addresses_user_chain_wallet" UNIQUE("user_id","chain","wallet_type");