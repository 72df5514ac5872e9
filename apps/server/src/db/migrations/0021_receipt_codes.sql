CREATE TABLE "payment_refund_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"refund_id" text,
	CONSTRAINT "payment_refund_links_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "payment_refund_links_amount" CHECK ("payment_refund_links"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "receipt_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"sub_merchant_id" integer,
	"currency" text NOT NULL,
	"label" text,
	"coins" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"disabled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payment_refund_links" ADD CONSTRAINT "payment_refund_links_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refund_links" ADD CONSTRAINT "payment_refund_links_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refund_links" ADD CONSTRAINT "payment_refund_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refund_links" ADD CONSTRAINT "payment_refund_links_refund_id_payment_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."payment_refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_codes" ADD CONSTRAINT "receipt_codes_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_codes" ADD CONSTRAINT "receipt_codes_sub_merchant_id_users_id_fk" FOREIGN KEY ("sub_merchant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_refund_links_order_idx" ON "payment_refund_links" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "receipt_codes_merchant_idx" ON "receipt_codes" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "receipt_codes_sub_merchant_idx" ON "receipt_codes" USING btree ("sub_merchant_id","created_at");