CREATE TABLE "payment_order_coins" (
	"order_id" text NOT NULL,
	"coin" text NOT NULL,
	"network" text NOT NULL,
	"chain" text NOT NULL,
	"derivation_index" integer NOT NULL,
	"address" text NOT NULL,
	"rate" numeric(38, 18) NOT NULL,
	"amount_due" numeric(38, 18) NOT NULL,
	"confirmations" smallint NOT NULL,
	CONSTRAINT "payment_order_coins_order_id_coin_network_pk" PRIMARY KEY("order_id","coin","network"),
	CONSTRAINT "payment_order_coins_address" UNIQUE("address","coin","network")
);
--> statement-breakpoint
CREATE TABLE "payment_order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"order_id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_order_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"coin" text NOT NULL,
	"network" text NOT NULL,
	"tx_id" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"confirmations" integer NOT NULL,
	"required_confirmations" integer NOT NULL,
	"late" boolean NOT NULL,
	"credited" boolean DEFAULT false NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	"credited_at" timestamp with time zone,
	CONSTRAINT "payment_order_payments_tx" UNIQUE("network","tx_id")
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" serial NOT NULL,
	"merchant_id" integer NOT NULL,
	"merchant_order_no" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"currency" text NOT NULL,
	"state" smallint NOT NULL,
	"status" smallint NOT NULL,
	"needs_review" boolean DEFAULT false NOT NULL,
	"buyer_email" text,
	"redirect_url" text,
	"description" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"paid_coin" text,
	"paid_network" text,
	"paid" numeric(38, 18) DEFAULT '0' NOT NULL,
	"overpaid" numeric(38, 18) DEFAULT '0' NOT NULL,
	"credited" numeric(38, 18) DEFAULT '0' NOT NULL,
	"fee" numeric(38, 18) DEFAULT '0' NOT NULL,
	"refunded" numeric(38, 18) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_orders_seq_unique" UNIQUE("seq"),
	CONSTRAINT "payment_orders_merchant_no" UNIQUE("merchant_id","merchant_order_no"),
	CONSTRAINT "payment_orders_amount" CHECK ("payment_orders"."amount" > 0),
	CONSTRAINT "payment_orders_refund_bound" CHECK ("payment_orders"."refunded" >= 0 and "payment_orders"."refunded" <= "payment_orders"."paid")
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"coin" text NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"status" smallint NOT NULL,
	"tx_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_order_coins" ADD CONSTRAINT "payment_order_coins_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_order_events" ADD CONSTRAINT "payment_order_events_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_order_payments" ADD CONSTRAINT "payment_order_payments_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_order_events_order_idx" ON "payment_order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "payment_order_payments_order_idx" ON "payment_order_payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_orders_merchant_idx" ON "payment_orders" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_orders_expiry_idx" ON "payment_orders" USING btree ("state","expires_at");--> statement-breakpoint
CREATE INDEX "payment_refunds_order_idx" ON "payment_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_merchant_idx" ON "payment_refunds" USING btree ("merchant_id","status");