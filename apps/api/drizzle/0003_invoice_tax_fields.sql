ALTER TABLE "products" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gst_rate" integer;--> statement-breakpoint
ALTER TABLE "shop_profiles" ADD COLUMN "gstin" text;--> statement-breakpoint
ALTER TABLE "shop_profiles" ADD COLUMN "legal_name" text;