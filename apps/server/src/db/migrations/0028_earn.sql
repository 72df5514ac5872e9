CREATE TABLE "earn_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"asset" text NOT NULL REFERENCES "coins"("code"),
	"kind" smallint NOT NULL,
	"term_days" integer,
	"tiers" jsonb NOT NULL,
	"min_amount" numeric(38, 18) NOT NULL,
	"max_per_user" numeric(38, 18) NOT NULL,
	"total_quota" numeric(38, 18) NOT NULL,
	"subscribed" numeric(38, 18) DEFAULT '0' NOT NULL,
	"penalty_percent" numeric(38, 18) DEFAULT '0' NOT NULL,
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "earn_products_term" CHECK (("earn_products"."kind" = 0) = ("earn_products"."term_days" is null)),
	CONSTRAINT "earn_products_amounts" CHECK ("earn_products"."min_amount" > 0 and "earn_products"."min_amount" <= "earn_products"."max_per_user"),
	CONSTRAINT "earn_products_quota" CHECK ("earn_products"."subscribed" >= 0 and "earn_products"."subscribed" <= "earn_products"."total_quota")
);
--> statement-breakpoint
CREATE TABLE "earn_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id"),
	"agreement_version" text NOT NULL,
	"agreed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "earn_positions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id"),
	"product_id" integer NOT NULL REFERENCES "earn_products"("id"),
	"asset" text NOT NULL REFERENCES "coins"("code"),
	"amount" numeric(38, 18) NOT NULL,
	"status" smallint NOT NULL,
	"subscribed_at" timestamp with time zone NOT NULL,
	"accrual_start_day" date NOT NULL,
	"accrual_end_day" date,
	"maturity_day" date,
	"paid_through_day" date,
	"interest_total" numeric(38, 18) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "earn_positions_user_idx" ON "earn_positions" USING btree ("user_id","created_at");
--> statement-breakpoint
CREATE INDEX "earn_positions_product_user_idx" ON "earn_positions" USING btree ("product_id","user_id","status");
--> statement-breakpoint
CREATE TABLE "earn_interest" (
	"position_id" text NOT NULL REFERENCES "earn_positions"("id"),
	"day" date NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id"),
	"asset" text NOT NULL REFERENCES "coins"("code"),
	"amount" numeric(38, 18) NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	CONSTRAINT "earn_interest_position_id_day_pk" PRIMARY KEY("position_id","day")
);
--> statement-breakpoint
CREATE INDEX "earn_interest_user_idx" ON "earn_interest" USING btree ("user_id","day");
--> statement-breakpoint
CREATE TABLE "earn_redemptions" (
	"id" text PRIMARY KEY NOT NULL,
	"position_id" text NOT NULL REFERENCES "earn_positions"("id"),
	"user_id" integer NOT NULL REFERENCES "users"("id"),
	"asset" text NOT NULL REFERENCES "coins"("code"),
	"amount" numeric(38, 18) NOT NULL,
	"penalty" numeric(38, 18) NOT NULL,
	"early" boolean NOT NULL,
	"status" smallint NOT NULL,
	"failure_reason" text,
	"requested_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "earn_redemptions_due_idx" ON "earn_redemptions" USING btree ("status","requested_at");
--> statement-breakpoint
CREATE INDEX "earn_redemptions_position_idx" ON "earn_redemptions" USING btree ("position_id");
--> statement-breakpoint
INSERT INTO "earn_products" ("asset", "kind", "term_days", "tiers", "min_amount", "max_per_user", "total_quota", "penalty_percent", "status", "created_at", "updated_at") VALUES
	('USDT', 0, NULL, '[{"fromAmount":"0","aprPercent":"5"},{"fromAmount":"10000","aprPercent":"2"}]', '10', '50000', '1000000', '0', 0, now(), now()),
	('USDT', 1, 7, '[{"fromAmount":"0","aprPercent":"6"}]', '50', '20000', '500000', '1', 0, now(), now()),
	('USDT', 1, 30, '[{"fromAmount":"0","aprPercent":"8"}]', '100', '50000', '500000', '2', 0, now(), now()),
	('USDT', 1, 90, '[{"fromAmount":"0","aprPercent":"10"}]', '100', '100000', '500000', '3', 0, now(), now()),
	('BTC', 0, NULL, '[{"fromAmount":"0","aprPercent":"1.2"}]', '0.0001', '5', '100', '0', 0, now(), now());
