-- The EVM chain adapter (issue 39): where the deposit scanner stands on each network, the hashes of
-- the blocks it read (to see a reorg), the transfers it found, and the hot wallet's nonces and
-- signed transactions (stored before they are sent, so a restart re-sends and never re-signs).
CREATE TABLE "evm_cursors" (
	"network" text PRIMARY KEY NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evm_blocks" (
	"network" text NOT NULL,
	"number" bigint NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "evm_blocks_pk" PRIMARY KEY ("network", "number")
);
--> statement-breakpoint
CREATE TABLE "evm_transfers" (
	"network" text NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"coin" text NOT NULL,
	"to_address" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"removed" boolean DEFAULT false NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "evm_transfers_pk" PRIMARY KEY ("network", "tx_hash", "log_index")
);
--> statement-breakpoint
CREATE INDEX "evm_transfers_seen_idx" ON "evm_transfers" USING btree ("network", "seen_at");
--> statement-breakpoint
CREATE TABLE "evm_nonces" (
	"network" text NOT NULL,
	"address" text NOT NULL,
	"next_nonce" bigint NOT NULL,
	CONSTRAINT "evm_nonces_pk" PRIMARY KEY ("network", "address")
);
--> statement-breakpoint
CREATE TABLE "evm_sends" (
	"reference" text PRIMARY KEY NOT NULL,
	"network" text NOT NULL,
	"from_address" text NOT NULL,
	"nonce" bigint NOT NULL,
	"tx_hash" text NOT NULL,
	"raw" text NOT NULL,
	"max_fee_per_gas" numeric(78, 0) NOT NULL,
	"max_priority_fee_per_gas" numeric(78, 0) NOT NULL,
	"earlier_hashes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "evm_sends_nonce_unique" UNIQUE ("network", "from_address", "nonce")
);
--> statement-breakpoint
CREATE INDEX "evm_sends_hash_idx" ON "evm_sends" USING btree ("tx_hash");
