-- P2P ads priced on the reference price (issue 32): a floating ad keeps a margin in percent instead of a price.
ALTER TABLE "p2p_ads" ALTER COLUMN "price" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "p2p_ads" ADD COLUMN "price_type" text DEFAULT 'fixed' NOT NULL;--> statement-breakpoint
ALTER TABLE "p2p_ads" ADD COLUMN "margin" numeric(38, 18);--> statement-breakpoint
ALTER TABLE "p2p_ads" ADD CONSTRAINT "p2p_ads_price_type" CHECK (("p2p_ads"."price_type" = 'fixed' and "p2p_ads"."price" is not null and "p2p_ads"."margin" is null) or ("p2p_ads"."price_type" = 'floating' and "p2p_ads"."price" is null and "p2p_ads"."margin" is not null));
