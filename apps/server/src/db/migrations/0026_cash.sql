CREATE TABLE "cash_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"status" smallint,
	"purpose" text NOT NULL,
	"reason" text,
	"reference" text NOT NULL,
	"bank_customer_id" text,
	"opened_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cash_accounts_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "cash_payees" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"own" boolean NOT NULL,
	"channel" text NOT NULL,
	"currency" text NOT NULL,
	"country" text NOT NULL,
	"friendly_name" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"birthday" text,
	"fields" jsonb NOT NULL,
	"usable_from" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cash_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"record_type" smallint NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"fee" numeric(38, 18) NOT NULL,
	"status" smallint NOT NULL,
	"reference" text,
	"payee_id" integer,
	"payee_name" text,
	"bank_id" text,
	"failure_reason" text,
	"request_key" text,
	"completed_at" timestamp with time zone,
	"returned_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cash_orders_reference_unique" UNIQUE("reference"),
	CONSTRAINT "cash_orders_request_key_unique" UNIQUE("request_key")
);
--> statement-breakpoint
CREATE TABLE "cash_payins" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank_transfer_id" text NOT NULL,
	"reference" text NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"payer_name" text NOT NULL,
	"payer_account" text NOT NULL,
	"state" smallint NOT NULL,
	"order_id" text,
	"note" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cash_payins_bank_transfer_id_unique" UNIQUE("bank_transfer_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_bank_payouts" (
	"reference" text PRIMARY KEY NOT NULL,
	"bank_id" text NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"account" jsonb NOT NULL,
	"state" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_bank_payouts_bank_id_unique" UNIQUE("bank_id")
);
--> statement-breakpoint
ALTER TABLE "cash_accounts" ADD CONSTRAINT "cash_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cash_payees" ADD CONSTRAINT "cash_payees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cash_orders" ADD CONSTRAINT "cash_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "cash_payees_user_idx" ON "cash_payees" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "cash_orders_user_idx" ON "cash_orders" USING btree ("user_id","record_type","created_at");
