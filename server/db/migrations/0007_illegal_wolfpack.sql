DROP INDEX "umoja_deliveries_date_idx";--> statement-breakpoint
CREATE INDEX "umoja_deliveries_date_idx" ON "umoja_deliveries" USING btree ("date","barcode_type");