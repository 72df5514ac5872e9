CREATE TABLE "p2p_ads" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"side" text NOT NULL,
	"coin" text NOT NULL,
	"fiat" text NOT NULL,
	"price" numeric(38, 18) NOT NULL,
	"min_total" numeric(38, 18) NOT NULL,
	"max_total" numeric(38, 18) NOT NULL,
	"available" numeric(38, 18) NOT NULL,
	"channels" jsonb NOT NULL,
	"window_minutes" integer NOT NULL,
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "p2p_ads_side" CHECK ("p2p_ads"."side" in ('buy', 'sell')),
	CONSTRAINT "p2p_ads_amounts" CHECK ("p2p_ads"."price" > 0 and "p2p_ads"."min_total" > 0 and "p2p_ads"."min_total" <= "p2p_ads"."max_total" and "p2p_ads"."available" >= 0)
);
--> statement-breakpoint
CREATE TABLE "p2p_appeals" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"opened_by" integer,
	"reason" smallint NOT NULL,
	"remark" text NOT NULL,
	"proofs" jsonb NOT NULL,
	"status" smallint NOT NULL,
	"taken_by" text,
	"outcome" smallint,
	"ruling" text,
	"created_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "p2p_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"ad_id" integer NOT NULL,
	"side" text NOT NULL,
	"user_id" integer NOT NULL,
	"dealer_id" integer NOT NULL,
	"coin" text NOT NULL,
	"fiat" text NOT NULL,
	"price" numeric(38, 18) NOT NULL,
	"quantity" numeric(38, 18) NOT NULL,
	"total" numeric(38, 18) NOT NULL,
	"channel" smallint NOT NULL,
	"payee_method_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"window_minutes" integer NOT NULL,
	"pay_by" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"confirm_by" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"cancel_reason" smallint,
	"cancel_counted" boolean DEFAULT false NOT NULL,
	"vouchers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"appeal_open" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "p2p_orders_side" CHECK ("p2p_orders"."side" in ('buy', 'sell')),
	CONSTRAINT "p2p_orders_amounts" CHECK ("p2p_orders"."quantity" > 0 and "p2p_orders"."price" > 0 and "p2p_orders"."total" > 0)
);
--> statement-breakpoint
CREATE TABLE "p2p_payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"channel" smallint NOT NULL,
	"holder_name" text NOT NULL,
	"fields" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "p2p_ads" ADD CONSTRAINT "p2p_ads_dealer_id_users_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "p2p_ads" ADD CONSTRAINT "p2p_ads_coin_coins_code_fk" FOREIGN KEY ("coin") REFERENCES "public"."coins"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "p2p_appeals" ADD CONSTRAINT "p2p_appeals_order_id_p2p_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."p2p_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "p2p_appeals" ADD CONSTRAINT "p2p_appeals_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "p2p_orders" ADD CONSTRAINT "p2p_orders_ad_id_p2p_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."p2p_ads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "p2p_orders" ADD CONSTRAINT "p2p_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "p2p_orders" ADD CONSTRAINT "p2p_orders_dealer_id_users_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "p2p_orders" ADD CONSTRAINT "p2p_orders_coin_coins_code_fk" FOREIGN KEY ("coin") REFERENCES "public"."coins"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "p2p_orders" ADD CONSTRAINT "p2p_orders_payee_method_id_p2p_payment_methods_id_fk" FOREIGN KEY ("payee_method_id") REFERENCES "public"."p2p_payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "p2p_payment_methods" ADD CONSTRAINT "p2p_payment_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "p2p_ads_market_idx" ON "p2p_ads" USING btree ("side","coin","fiat","status");--> statement-breakpoint
CREATE UNIQUE INDEX "p2p_appeals_one_open" ON "p2p_appeals" USING btree ("order_id") WHERE "p2p_appeals"."status" = 0;--> statement-breakpoint
CREATE INDEX "p2p_appeals_order_idx" ON "p2p_appeals" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "p2p_orders_user_idx" ON "p2p_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "p2p_orders_dealer_idx" ON "p2p_orders" USING btree ("dealer_id","created_at");--> statement-breakpoint
CREATE INDEX "p2p_orders_due_idx" ON "p2p_orders" USING btree ("status","appeal_open");--> statement-breakpoint
CREATE UNIQUE INDEX "p2p_payment_methods_one_per_channel" ON "p2p_payment_methods" USING btree ("user_id","channel") WHERE "p2p_payment_methods"."active";