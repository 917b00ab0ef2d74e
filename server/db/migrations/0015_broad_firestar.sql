DROP INDEX "umoja_deliveries_barcode_idx";--> statement-breakpoint
CREATE INDEX "umoja_deliveries_barcode_idx" ON "umoja_deliveries" USING btree ("barcode","id");--> statement-breakpoint
-- custody_updated_at_of runs from the insert trigger of every delivery row, and its plan is kept for the rest of the
-- transaction: made while the table was small (a bulk insert into a new table, an import) it read the whole table
-- for each row, a cost that grew with the table (150,000 rows took hours). Its two lookups are by (barcode, id) on
-- both tables, so it is planned with index scans whatever the table's size.
ALTER FUNCTION "custody_updated_at_of"(integer, text, text, timestamptz, timestamptz, timestamptz, timestamptz)
  SET enable_seqscan = off;
--> statement-breakpoint
-- The same for the children's refresh after each insert of a batch/package row: by parent code or barcode, then by id.
ALTER FUNCTION "custody_updated_at_refresh"(text, boolean) SET enable_seqscan = off;
