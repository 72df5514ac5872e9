ALTER TABLE "payment_orders" ADD COLUMN "fee_rate" numeric(38, 18);
