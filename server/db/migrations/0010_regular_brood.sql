ALTER TABLE "umoja_deliveries" ADD COLUMN "custody_updated_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "lims_sample_confirmations_barcode_idx" ON "lims_sample_confirmations" USING btree ("barcode","id");--> statement-breakpoint
-- The time of a sample row's latest custody fact (the FHIR meta.lastUpdated, server/routes/fhir/samples.ts): its
-- date, pickup, drop-off and receipt, the receipt of its parent batch/package (the latest other row carrying its
-- parent code) and the created/confirmed times of the latest LIMS confirmation of its barcode.
CREATE OR REPLACE FUNCTION "custody_updated_at_of"("id" integer, "barcode" text, "parent_code" text,
  "date" timestamptz, "picked_up" timestamptz, "dropped_off" timestamptz, "received" timestamptz)
RETURNS timestamptz LANGUAGE sql STABLE AS $$
  SELECT greatest($4, $5, $6, $7,
    (SELECT x."time_of_receiving" FROM "umoja_deliveries" x
      WHERE coalesce($3, '') <> '' AND x."barcode" = $3 AND x."id" <> $1 ORDER BY x."id" DESC LIMIT 1),
    (SELECT greatest(c."created_at", c."confirmed_at") FROM "lims_sample_confirmations" c
      WHERE c."barcode" = $2 ORDER BY c."id" DESC LIMIT 1))
$$;
--> statement-breakpoint
-- A delivery row's own custody facts (every insert, every write of a time, its codes).
CREATE OR REPLACE FUNCTION "custody_updated_at_set"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW."custody_updated_at" := "custody_updated_at_of"(NEW."id", NEW."barcode", NEW."parent_code", NEW."date",
    NEW."time_of_pickup", NEW."time_of_dropoff", NEW."time_of_receiving");
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "custody_updated_at_set" BEFORE INSERT OR UPDATE OF "id", "barcode", "parent_code", "date",
  "time_of_pickup", "time_of_dropoff", "time_of_receiving"
  ON "umoja_deliveries" FOR EACH ROW EXECUTE FUNCTION "custody_updated_at_set"();
--> statement-breakpoint
-- The rows of the samples carrying `code` as their parent code, or barcode: their last update again, where it moved.
-- The update sets custody_updated_at only, so it fires neither trigger of umoja_deliveries again.
CREATE OR REPLACE FUNCTION "custody_updated_at_refresh"("code" text, "parents" boolean) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce("code", '') = '' THEN RETURN; END IF;
  IF "parents" THEN
    UPDATE "umoja_deliveries" d SET "custody_updated_at" = v.at
      FROM (SELECT s."id", "custody_updated_at_of"(s."id", s."barcode", s."parent_code", s."date", s."time_of_pickup",
          s."time_of_dropoff", s."time_of_receiving") AS at FROM "umoja_deliveries" s WHERE s."parent_code" = "code") v
      WHERE d."id" = v."id" AND d."custody_updated_at" IS DISTINCT FROM v.at;
  ELSE
    UPDATE "umoja_deliveries" d SET "custody_updated_at" = v.at
      FROM (SELECT s."id", "custody_updated_at_of"(s."id", s."barcode", s."parent_code", s."date", s."time_of_pickup",
          s."time_of_dropoff", s."time_of_receiving") AS at FROM "umoja_deliveries" s WHERE s."barcode" = "code") v
      WHERE d."id" = v."id" AND d."custody_updated_at" IS DISTINCT FROM v.at;
  END IF;
END
$$;
--> statement-breakpoint
-- A batch/package row written (its receipt, its barcode) or removed: its children's rows.
CREATE OR REPLACE FUNCTION "custody_updated_at_children"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "custody_updated_at_refresh"(OLD."barcode", true); END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW."barcode" IS DISTINCT FROM OLD."barcode") THEN
    PERFORM "custody_updated_at_refresh"(NEW."barcode", true);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "custody_updated_at_children" AFTER INSERT OR DELETE OR UPDATE OF "barcode", "time_of_receiving"
  ON "umoja_deliveries" FOR EACH ROW EXECUTE FUNCTION "custody_updated_at_children"();
--> statement-breakpoint
-- A LIMS confirmation or rejection recorded, changed or removed (the LIMS v1 confirmations, the FHIR Task update):
-- the rows of its barcode.
CREATE OR REPLACE FUNCTION "custody_updated_at_lims"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "custody_updated_at_refresh"(OLD."barcode", false); END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW."barcode" IS DISTINCT FROM OLD."barcode") THEN
    PERFORM "custody_updated_at_refresh"(NEW."barcode", false);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "custody_updated_at_lims" AFTER INSERT OR UPDATE OR DELETE
  ON "lims_sample_confirmations" FOR EACH ROW EXECUTE FUNCTION "custody_updated_at_lims"();
--> statement-breakpoint
-- The back-fill, as a rewrite of the table (ALTER TYPE with a USING expression) rather than an UPDATE of every row:
-- the table comes out compact, where an UPDATE would leave a dead copy of each row (twice the pages for every scan,
-- and the embedded engine has no autovacuum to reclaim them). The default only stands until the insert trigger runs.
ALTER TABLE "umoja_deliveries"
  ALTER COLUMN "custody_updated_at" TYPE timestamp with time zone USING "custody_updated_at_of"("id", "barcode",
    "parent_code", "date", "time_of_pickup", "time_of_dropoff", "time_of_receiving"),
  ALTER COLUMN "custody_updated_at" SET DEFAULT now(),
  ALTER COLUMN "custody_updated_at" SET NOT NULL;
--> statement-breakpoint
CREATE INDEX "umoja_deliveries_custody_updated_idx" ON "umoja_deliveries" USING btree ("custody_updated_at","id");--> statement-breakpoint
CREATE INDEX "umoja_deliveries_parent_code_idx" ON "umoja_deliveries" USING btree ("parent_code");
--> statement-breakpoint
ANALYZE "umoja_deliveries";
--> statement-breakpoint
ANALYZE "lims_sample_confirmations";
