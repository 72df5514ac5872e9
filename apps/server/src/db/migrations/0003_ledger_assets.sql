CREATE TABLE "coin_networks" (
	"coin" text NOT NULL,
	"network" text NOT NULL,
	"network_name" text NOT NULL,
	"chain" text NOT NULL,
	"contract_address" text,
	"min_deposit" numeric(38, 18) NOT NULL,
	"confirmations" integer NOT NULL,
	"withdraw_fee" numeric(38, 18) NOT NULL,
	"withdraw_min" numeric(38, 18) NOT NULL,
	"withdraw_max" numeric(38, 18) NOT NULL,
	"withdraw_daily_max" numeric(38, 18) NOT NULL,
	"review_threshold" numeric(38, 18) NOT NULL,
	"deposit_enabled" boolean DEFAULT true NOT NULL,
	"withdraw_enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "coin_networks_coin_network_pk" PRIMARY KEY("coin","network")
);
--> statement-breakpoint
CREATE TABLE "coins" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"decimals" smallint NOT NULL,
	"is_fiat" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"transfer_enabled" boolean DEFAULT true NOT NULL,
	"transfer_fee" numeric(38, 18) DEFAULT '0' NOT NULL,
	"transfer_daily_max" numeric(38, 18)
);
--> statement-breakpoint
CREATE TABLE "deposit_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"chain" text NOT NULL,
	"derivation_index" integer NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_addresses_address_unique" UNIQUE("address"),
	CONSTRAINT "deposit_addresses_user_chain" UNIQUE("user_id","chain"),
	CONSTRAINT "deposit_addresses_chain_derivation_index_unique" UNIQUE("chain","derivation_index")
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"coin" text NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"tx_id" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"confirmations" integer DEFAULT 0 NOT NULL,
	"required_confirmations" integer NOT NULL,
	"status" smallint NOT NULL,
	"transfer_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"credited_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposits_chain_tx" UNIQUE("network","tx_id"),
	CONSTRAINT "deposits_amount_positive" CHECK ("deposits"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_chain_txs" (
	"id" serial PRIMARY KEY NOT NULL,
	"network" text NOT NULL,
	"tx_id" text NOT NULL,
	"coin" text NOT NULL,
	"direction" text NOT NULL,
	"to_address" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"mined_at" timestamp with time zone NOT NULL,
	"failed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "sandbox_chain_txs_tx_id_unique" UNIQUE("tx_id")
);
--> statement-breakpoint
CREATE TABLE "user_coin_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"coin" text NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"usable_from" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "user_coin_addresses_key" UNIQUE("user_id","coin","network","address")
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"rid" text NOT NULL,
	"request_key" text,
	"user_id" integer NOT NULL,
	"coin" text NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"fee" numeric(38, 18) NOT NULL,
	"status" smallint NOT NULL,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"confirmed_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"review_note" text,
	"tx_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "withdrawals_rid_unique" UNIQUE("rid"),
	CONSTRAINT "withdrawals_request_key_unique" UNIQUE("request_key"),
	CONSTRAINT "withdrawals_amount_positive" CHECK ("withdrawals"."amount" > 0 and "withdrawals"."fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner_user_id" integer,
	"system_role" text,
	"asset" text NOT NULL,
	"wallet_type" smallint,
	"network" text DEFAULT '' NOT NULL,
	"must_not_overdraw" boolean NOT NULL,
	"debits_pending" numeric(38, 18) DEFAULT '0' NOT NULL,
	"debits_posted" numeric(38, 18) DEFAULT '0' NOT NULL,
	"credits_pending" numeric(38, 18) DEFAULT '0' NOT NULL,
	"credits_posted" numeric(38, 18) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_key" UNIQUE NULLS NOT DISTINCT("owner_user_id","system_role","asset","wallet_type","network"),
	CONSTRAINT "ledger_accounts_owner_or_role" CHECK (("ledger_accounts"."owner_user_id" is null) <> ("ledger_accounts"."system_role" is null)),
	CONSTRAINT "ledger_accounts_user_shape" CHECK ("ledger_accounts"."owner_user_id" is null or ("ledger_accounts"."wallet_type" is not null and "ledger_accounts"."must_not_overdraw")),
	CONSTRAINT "ledger_accounts_sums_nonnegative" CHECK ("ledger_accounts"."debits_pending" >= 0 and "ledger_accounts"."debits_posted" >= 0 and "ledger_accounts"."credits_pending" >= 0 and "ledger_accounts"."credits_posted" >= 0),
	CONSTRAINT "ledger_accounts_no_overdraw" CHECK (not "ledger_accounts"."must_not_overdraw" or "ledger_accounts"."debits_posted" + "ledger_accounts"."debits_pending" <= "ledger_accounts"."credits_posted")
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" smallint NOT NULL,
	"debit_account_id" bigint NOT NULL,
	"credit_account_id" bigint NOT NULL,
	"asset" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"reason" text NOT NULL,
	"pending_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transfers_amount_positive" CHECK ("ledger_transfers"."amount" > 0),
	CONSTRAINT "ledger_transfers_kind" CHECK ("ledger_transfers"."kind" between 0 and 3),
	CONSTRAINT "ledger_transfers_accounts_differ" CHECK ("ledger_transfers"."debit_account_id" <> "ledger_transfers"."credit_account_id"),
	CONSTRAINT "ledger_transfers_pending_ref" CHECK (("ledger_transfers"."pending_id" is not null) = ("ledger_transfers"."kind" >= 2)),
	CONSTRAINT "ledger_transfers_id_shape" CHECK (length("ledger_transfers"."id") between 1 and 128)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "fund_password_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pricing_currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "coin_networks" ADD CONSTRAINT "coin_networks_coin_coins_code_fk" FOREIGN KEY ("coin") REFERENCES "public"."coins"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_addresses" ADD CONSTRAINT "deposit_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coin_addresses" ADD CONSTRAINT "user_coin_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_debit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_credit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposits_user_idx" ON "deposits" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "deposits_updated_idx" ON "deposits" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "sandbox_chain_txs_mined_idx" ON "sandbox_chain_txs" USING btree ("direction","mined_at");--> statement-breakpoint
CREATE INDEX "user_coin_addresses_user_idx" ON "user_coin_addresses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status");--> statement-breakpoint
CREATE INDEX "withdrawals_updated_idx" ON "withdrawals" USING btree ("updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_resolved_once" ON "ledger_transfers" USING btree ("pending_id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_debit_idx" ON "ledger_transfers" USING btree ("debit_account_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_transfers_credit_idx" ON "ledger_transfers" USING btree ("credit_account_id","created_at");