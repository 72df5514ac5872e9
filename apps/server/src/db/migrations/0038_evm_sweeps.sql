CREATE TABLE "evm_sweeps" (
	"id" text PRIMARY KEY NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"derivation_index" integer NOT NULL,
	"coin" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"status" text NOT NULL,
	"gas_reference" text,
	"gas_wei" numeric(78, 0),
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"booked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "reorged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "evm_sends" ADD COLUMN "cancelled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "evm_sweeps_one_open" ON "evm_sweeps" USING btree ("network","address") WHERE "evm_sweeps"."status" in ('topUp', 'sending');