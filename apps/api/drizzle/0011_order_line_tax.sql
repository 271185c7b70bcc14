ALTER TABLE "order_lines" ADD COLUMN "gst_rate" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "hsn_code" text;--> statement-breakpoint
-- Lines placed before this migration take their product's rate and code as they are now: what their invoices showed until today.
UPDATE "order_lines" SET "gst_rate" = "products"."gst_rate", "hsn_code" = "products"."hsn_code" FROM "products" WHERE "products"."id" = "order_lines"."product_id";
