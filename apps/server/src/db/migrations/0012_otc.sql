CREATE TABLE "acceptor_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"acceptor_id" integer NOT NULL,
	"pair_id" integer NOT NULL,
	"buy_min_quantity" numeric(38, 18) NOT NULL,
	"buy_max_quantity" numeric(38, 18) NOT NULL,
	"sell_min_quantity" numeric(38, 18) NOT NULL,
	"sell_max_quantity" numeric(38, 18) NOT NULL,
	"buy_deviation" numeric(38, 18) NOT NULL,
	"sell_deviation" numeric(38, 18) NOT NULL,
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "acceptor_configs_one_per_pair" UNIQUE("acceptor_id","pair_id"),
	CONSTRAINT "acceptor_configs_ranges" CHECK ("acceptor_configs"."buy_min_quantity" > 0 and "acceptor_configs"."buy_min_quantity" <= "acceptor_configs"."buy_max_quantity" and "acceptor_configs"."sell_min_quantity" > 0 and "acceptor_configs"."sell_min_quantity" <= "acceptor_configs"."sell_max_quantity"),
	CONSTRAINT "acceptor_configs_deviations" CHECK ("acceptor_configs"."buy_deviation" between 0 and 20 and "acceptor_configs"."sell_deviation" between 0 and 20)
);
--> statement-breakpoint
CREATE TABLE "otc_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"quote_id" text NOT NULL,
	"kind" smallint NOT NULL,
	"user_id" integer NOT NULL,
	"acceptor_id" integer NOT NULL,
	"config_id" integer NOT NULL,
	"symbol" text NOT NULL,
	"side" text NOT NULL,
	"base_coin" text NOT NULL,
	"quote_coin" text NOT NULL,
	"quantity" numeric(38, 18) NOT NULL,
	"price" numeric(38, 18) NOT NULL,
	"total" numeric(38, 18) NOT NULL,
	"status" smallint NOT NULL,
	"acceptor_name" text NOT NULL,
	"user_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"answer_by" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "otc_orders_quote_id_unique" UNIQUE("quote_id"),
	CONSTRAINT "otc_orders_amounts" CHECK ("otc_orders"."quantity" > 0 and "otc_orders"."price" > 0 and "otc_orders"."total" > 0),
	CONSTRAINT "otc_orders_two_parties" CHECK ("otc_orders"."user_id" <> "otc_orders"."acceptor_id")
);
--> statement-breakpoint
CREATE TABLE "otc_pairs" (
	"id" serial PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"base_coin" text NOT NULL,
	"quote_coin" text NOT NULL,
	"price_decimals" smallint NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "otc_pairs_symbol_unique" UNIQUE("symbol"),
	CONSTRAINT "otc_pairs_two_coins" CHECK ("otc_pairs"."base_coin" <> "otc_pairs"."quote_coin"),
	CONSTRAINT "otc_pairs_price_decimals" CHECK ("otc_pairs"."price_decimals" between 0 and 18)
);
--> statement-breakpoint
CREATE TABLE "otc_quotes" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"config_id" integer NOT NULL,
	"side" text NOT NULL,
	"quantity" numeric(38, 18) NOT NULL,
	"price" numeric(38, 18) NOT NULL,
	"total" numeric(38, 18) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "otc_quotes_side" CHECK ("otc_quotes"."side" in ('buy', 'sell')),
	CONSTRAINT "otc_quotes_amounts" CHECK ("otc_quotes"."quantity" > 0 and "otc_quotes"."price" > 0 and "otc_quotes"."total" > 0)
);
--> statement-breakpoint
ALTER TABLE "acceptor_configs" ADD CONSTRAINT "acceptor_configs_acceptor_id_users_id_fk" FOREIGN KEY ("acceptor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acceptor_configs" ADD CONSTRAINT "acceptor_configs_pair_id_otc_pairs_id_fk" FOREIGN KEY ("pair_id") REFERENCES "public"."otc_pairs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otc_orders" ADD CONSTRAINT "otc_orders_quote_id_otc_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."otc_quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otc_orders" ADD CONSTRAINT "otc_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otc_orders" ADD CONSTRAINT "otc_orders_acceptor_id_users_id_fk" FOREIGN KEY ("acceptor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otc_orders" ADD CONSTRAINT "otc_orders_config_id_acceptor_configs_id_fk" FOREIGN KEY ("config_id") REFERENCES "public"."acceptor_configs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otc_pairs" ADD CONSTRAINT "otc_pairs_base_coin_coins_code_fk" FOREIGN KEY ("base_coin") REFERENCES "public"."coins"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otc_pairs" ADD CONSTRAINT "otc_pairs_quote_coin_coins_code_fk" FOREIGN KEY ("quote_coin") REFERENCES "public"."coins"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otc_quotes" ADD CONSTRAINT "otc_quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otc_quotes" ADD CONSTRAINT "otc_quotes_config_id_acceptor_configs_id_fk" FOREIGN KEY ("config_id") REFERENCES "public"."acceptor_configs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "acceptor_configs_pair_idx" ON "acceptor_configs" USING btree ("pair_id","status");--> statement-breakpoint
CREATE INDEX "otc_orders_user_idx" ON "otc_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "otc_orders_acceptor_idx" ON "otc_orders" USING btree ("acceptor_id","created_at");--> statement-breakpoint
CREATE INDEX "otc_orders_awaiting_idx" ON "otc_orders" USING btree ("status","answer_by");--> statement-breakpoint
CREATE INDEX "otc_orders_updated_idx" ON "otc_orders" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "otc_quotes_expires_idx" ON "otc_quotes" USING btree ("expires_at");--> statement-breakpoint
-- The pairs the platform starts with (issue 15): acceptors configure their desks on these.
INSERT INTO otc_pairs (symbol, base_coin, quote_coin, price_decimals, sort) VALUES
  ('BTC/USDT', 'BTC', 'USDT', 2, 1),
  ('ETH/USDT', 'ETH', 'USDT', 2, 2),
  ('USDT/USD', 'USDT', 'USD', 4, 3);
