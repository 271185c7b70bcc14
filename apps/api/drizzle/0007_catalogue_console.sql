CREATE TABLE "media_assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hash" text NOT NULL,
	"original_name" text DEFAULT '' NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"placeholder" text DEFAULT '' NOT NULL,
	"storage" text DEFAULT 'local' NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
ALTER TABLE "shop_profiles" ADD COLUMN "low_stock_threshold" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "max_uses_total" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "media_assets_shop_hash_uq" ON "media_assets" USING btree ("shop_id","hash");