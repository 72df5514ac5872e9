-- P2P's live event (issue 32): the stream asks each second for the orders changed since its cursor.
CREATE INDEX "p2p_orders_updated_idx" ON "p2p_orders" USING btree ("updated_at");
