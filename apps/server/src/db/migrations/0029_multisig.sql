CREATE TABLE "multisig_wallets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id"),
	"name" text NOT NULL,
	"min_signatures" smallint NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "multisig_wallets_min_signatures" CHECK ("min_signatures" >= 2)
);
--> statement-breakpoint
CREATE INDEX "multisig_wallets_user_idx" ON "multisig_wallets" USING btree ("user_id");
--> statement-breakpoint
CREATE TABLE "multisig_owners" (
	"wallet_id" integer NOT NULL REFERENCES "multisig_wallets"("id"),
	"address" text NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "multisig_owners_pk" PRIMARY KEY ("wallet_id", "address")
);
--> statement-breakpoint
CREATE TABLE "multisig_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"wallet_id" integer NOT NULL REFERENCES "multisig_wallets"("id"),
	"chain" text NOT NULL,
	"derivation_index" integer NOT NULL,
	"address" text NOT NULL,
	CONSTRAINT "multisig_addresses_address_unique" UNIQUE ("address"),
	CONSTRAINT "multisig_addresses_wallet_chain" UNIQUE ("wallet_id", "chain")
);
--> statement-breakpoint
CREATE TABLE "multisig_coins" (
	"wallet_id" integer NOT NULL REFERENCES "multisig_wallets"("id"),
	"coin" text NOT NULL,
	"network" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "multisig_coins_pk" PRIMARY KEY ("wallet_id", "coin", "network")
);
--> statement-breakpoint
CREATE TABLE "multisig_deposits" (
	"id" serial PRIMARY KEY NOT NULL,
	"wallet_id" integer NOT NULL REFERENCES "multisig_wallets"("id"),
	"coin" text NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"tx_id" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"confirmations" integer DEFAULT 0 NOT NULL,
	"required_confirmations" integer NOT NULL,
	"transfer_id" text,
	"credited_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "multisig_deposits_network_tx" UNIQUE ("network", "tx_id")
);
--> statement-breakpoint
CREATE INDEX "multisig_deposits_wallet_idx" ON "multisig_deposits" USING btree ("wallet_id", "id");
--> statement-breakpoint
CREATE TABLE "multisig_withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"wallet_id" integer NOT NULL REFERENCES "multisig_wallets"("id"),
	"nonce" integer NOT NULL,
	"request_key" text,
	"coin" text NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"fee" numeric(38, 18) NOT NULL,
	"status" smallint NOT NULL,
	"failure" text,
	"expires_at" timestamp with time zone NOT NULL,
	"tx_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "multisig_withdrawals_wallet_nonce" UNIQUE ("wallet_id", "nonce"),
	CONSTRAINT "multisig_withdrawals_request_key_unique" UNIQUE ("request_key")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "multisig_withdrawals_one_open" ON "multisig_withdrawals" USING btree ("wallet_id") WHERE "status" in (0, 1, 2);
--> statement-breakpoint
CREATE INDEX "multisig_withdrawals_status_idx" ON "multisig_withdrawals" USING btree ("status", "expires_at");
--> statement-breakpoint
CREATE TABLE "multisig_signatures" (
	"withdrawal_id" integer NOT NULL REFERENCES "multisig_withdrawals"("id"),
	"signer" text NOT NULL,
	"signature" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "multisig_signatures_pk" PRIMARY KEY ("withdrawal_id", "signer")
);
