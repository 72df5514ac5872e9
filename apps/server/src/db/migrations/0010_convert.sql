CREATE TABLE "convert_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"quote_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"symbol" text NOT NULL,
	"side" text NOT NULL,
	"from_coin" text NOT NULL,
	"to_coin" text NOT NULL,
	"from_amount" numeric(38, 18) NOT NULL,
	"to_amount" numeric(38, 18) NOT NULL,
	"price" numeric(38, 18) NOT NULL,
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "convert_orders_quote_id_unique" UNIQUE("quote_id"),
	CONSTRAINT "convert_orders_amounts" CHECK ("convert_orders"."from_amount" > 0 and "convert_orders"."to_amount" > 0 and "convert_orders"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "convert_pairs" (
	"id" serial PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"base_coin" text NOT NULL,
	"quote_coin" text NOT NULL,
	"base_min_amount" numeric(38, 18) NOT NULL,
	"base_max_amount" numeric(38, 18) NOT NULL,
	"quote_min_amount" numeric(38, 18) NOT NULL,
	"quote_max_amount" numeric(38, 18) NOT NULL,
	"price_decimals" smallint NOT NULL,
	"spread_bps" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "convert_pairs_symbol_unique" UNIQUE("symbol"),
	CONSTRAINT "convert_pairs_two_coins" CHECK ("convert_pairs"."base_coin" <> "convert_pairs"."quote_coin"),
	CONSTRAINT "convert_pairs_bounds" CHECK ("convert_pairs"."base_min_amount" > 0 and "convert_pairs"."base_min_amount" <= "convert_pairs"."base_max_amount" and "convert_pairs"."quote_min_amount" > 0 and "convert_pairs"."quote_min_amount" <= "convert_pairs"."quote_max_amount"),
	CONSTRAINT "convert_pairs_spread" CHECK ("convert_pairs"."spread_bps" >= 0 and "convert_pairs"."spread_bps" < 10000),
	CONSTRAINT "convert_pairs_price_decimals" CHECK ("convert_pairs"."price_decimals" between 0 and 18)
);
--> statement-breakpoint
CREATE TABLE "convert_quotes" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"pair_id" integer NOT NULL,
	"side" text NOT NULL,
	"from_coin" text NOT NULL,
	"to_coin" text NOT NULL,
	"from_amount" numeric(38, 18) NOT NULL,
	"to_amount" numeric(38, 18) NOT NULL,
	"price" numeric(38, 18) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "convert_quotes_side" CHECK ("convert_quotes"."side" in ('buy', 'sell')),
	CONSTRAINT "convert_quotes_amounts" CHECK ("convert_quotes"."from_amount" > 0 and "convert_quotes"."to_amount" > 0 and "convert_quotes"."price" > 0)
);
--> statement-breakpoint
ALTER TABLE "convert_orders" ADD CONSTRAINT "convert_orders_quote_id_convert_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."convert_quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "convert_orders" ADD CONSTRAINT "convert_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "convert_pairs" ADD CONSTRAINT "convert_pairs_base_coin_coins_code_fk" FOREIGN KEY ("base_coin") REFERENCES "public"."coins"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "convert_pairs" ADD CONSTRAINT "convert_pairs_quote_coin_coins_code_fk" FOREIGN KEY ("quote_coin") REFERENCES "public"."coins"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "convert_quotes" ADD CONSTRAINT "convert_quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "convert_quotes" ADD CONSTRAINT "convert_quotes_pair_id_convert_pairs_id_fk" FOREIGN KEY ("pair_id") REFERENCES "public"."convert_pairs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "convert_orders_user_idx" ON "convert_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "convert_quotes_expires_idx" ON "convert_quotes" USING btree ("expires_at");--> statement-breakpoint
-- The pairs the platform starts with (issue 15). Bounds are of the amount paid: in the base coin
-- when selling, in the quote coin when buying. Spread in basis points on each side of the
-- reference price: 50 (0.5 %) for volatile coins, 10 (0.1 %) between stable ones.
INSERT INTO convert_pairs (symbol, base_coin, quote_coin, base_min_amount, base_max_amount,
  quote_min_amount, quote_max_amount, price_decimals, spread_bps, sort) VALUES
  ('BTC/USDT', 'BTC', 'USDT', 0.0001, 5, 10, 300000, 2, 50, 1),
  ('ETH/USDT', 'ETH', 'USDT', 0.001, 100, 10, 300000, 2, 50, 2),
  ('ETH/BTC', 'ETH', 'BTC', 0.001, 100, 0.0001, 5, 6, 50, 3),
  ('TRX/USDT', 'TRX', 'USDT', 10, 2000000, 1, 200000, 4, 50, 4),
  ('USDC/USDT', 'USDC', 'USDT', 1, 500000, 1, 500000, 4, 10, 5),
  ('USDT/USD', 'USDT', 'USD', 1, 100000, 1, 100000, 4, 10, 6);
