CREATE TABLE "card_quotes" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"coin" text NOT NULL,
	"fiat_currency" text NOT NULL,
	"fiat_amount" numeric(38, 18) NOT NULL,
	"fee" numeric(38, 18) NOT NULL,
	"network_fee" numeric(38, 18) NOT NULL,
	"rate" numeric(38, 18) NOT NULL,
	"usd_rate" numeric(38, 18) NOT NULL,
	"crypto_amount" numeric(38, 18) NOT NULL,
	"quick_token_hash" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "card_quotes_quick_token_hash_unique" UNIQUE("quick_token_hash"),
	CONSTRAINT "card_quotes_amounts" CHECK ("card_quotes"."fiat_amount" > 0 and "card_quotes"."crypto_amount" > 0 and "card_quotes"."rate" > 0)
);
--> statement-breakpoint
CREATE TABLE "card_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"quote_id" text NOT NULL,
	"kind" text NOT NULL,
	"coin" text NOT NULL,
	"fiat_currency" text NOT NULL,
	"fiat_amount" numeric(38, 18) NOT NULL,
	"fee" numeric(38, 18) NOT NULL,
	"network_fee" numeric(38, 18) NOT NULL,
	"rate" numeric(38, 18) NOT NULL,
	"usd_rate" numeric(38, 18) NOT NULL,
	"crypto_amount" numeric(38, 18) NOT NULL,
	"status" smallint NOT NULL,
	"payment_id" text,
	"payment_url" text,
	"failure_reason" text,
	"card_brand" text,
	"card_last4" text,
	"refunded" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"credited_at" timestamp with time zone,
	CONSTRAINT "card_orders_quote_id_unique" UNIQUE("quote_id"),
	CONSTRAINT "card_orders_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "card_orders_kind" CHECK ("card_orders"."kind" in ('card', 'quick')),
	CONSTRAINT "card_orders_last4" CHECK ("card_orders"."card_last4" is null or "card_orders"."card_last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "card_notice_acceptances" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_quotes" ADD CONSTRAINT "card_quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_orders" ADD CONSTRAINT "card_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_orders" ADD CONSTRAINT "card_orders_quote_id_card_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."card_quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_notice_acceptances" ADD CONSTRAINT "card_notice_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_quotes_expires_idx" ON "card_quotes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "card_orders_user_idx" ON "card_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "card_orders_status_idx" ON "card_orders" USING btree ("status","updated_at");
