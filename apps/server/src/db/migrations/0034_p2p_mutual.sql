-- P2P mutual cancel (issue 32): the party that proposed cancelling an unpaid order by agreement.
ALTER TABLE "p2p_orders" ADD COLUMN "cancel_proposed_by" integer;--> statement-breakpoint
ALTER TABLE "p2p_orders" ADD CONSTRAINT "p2p_orders_cancel_proposed_by_users_id_fk" FOREIGN KEY ("cancel_proposed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
