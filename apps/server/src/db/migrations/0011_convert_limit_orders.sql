CREATE TABLE "convert_limit_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"pair_id" integer NOT NULL,
	"symbol" text NOT NULL,
	"side" text NOT NULL,
	"from_coin" text NOT NULL,
	"to_coin" text NOT NULL,
	"from_amount" numeric(38, 18) NOT NULL,
	"limit_price" numeric(38, 18) NOT NULL,
	"to_amount" numeric(38, 18),
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "convert_limit_orders_side" CHECK ("convert_limit_orders"."side" in ('buy', 'sell')),
	CONSTRAINT "convert_limit_orders_amounts" CHECK ("convert_limit_orders"."from_amount" > 0 and "convert_limit_orders"."limit_price" > 0),
	CONSTRAINT "convert_limit_orders_filled" CHECK (("convert_limit_orders"."status" = 1) = ("convert_limit_orders"."to_amount" is not null))
);
--> statement-breakpoint
ALTER TABLE "convert_limit_orders" ADD CONSTRAINT "convert_limit_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "convert_limit_orders" ADD CONSTRAINT "convert_limit_orders_pair_id_convert_pairs_id_fk" FOREIGN KEY ("pair_id") REFERENCES "public"."convert_pairs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "convert_limit_orders_user_idx" ON "convert_limit_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "convert_limit_orders_open_idx" ON "convert_limit_orders" USING btree ("pair_id","side","limit_price") WHERE "convert_limit_orders"."status" = 0;--> statement-breakpoint
CREATE INDEX "convert_limit_orders_expiry_idx" ON "convert_limit_orders" USING btree ("expires_at") WHERE "convert_limit_orders"."status" = 0;