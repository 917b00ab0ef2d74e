CREATE TABLE "umoja_delivery_codes" (
	"delivery" integer PRIMARY KEY NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"codes" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "umoja_delivery_codes" ADD CONSTRAINT "umoja_delivery_codes_delivery_umoja_deliveries_id_fk" FOREIGN KEY ("delivery") REFERENCES "public"."umoja_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "umoja_delivery_codes_date_idx" ON "umoja_delivery_codes" USING btree ("date");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "umoja_delivery_codes_of"("barcode" text, "parent_code" text, "items" jsonb) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT lower(concat_ws(E'\n', coalesce($1, ''), coalesce($2, ''), (
    SELECT string_agg(x, E'\n') FROM (
      SELECT coalesce(it.v->>'barcode', '') AS x
        FROM jsonb_array_elements(CASE WHEN jsonb_typeof($3) = 'array' THEN $3 ELSE '[]'::jsonb END) AS it(v)
      UNION ALL
      SELECT coalesce(ch.c->>'barcode', '')
        FROM jsonb_array_elements(CASE WHEN jsonb_typeof($3) = 'array' THEN $3 ELSE '[]'::jsonb END) AS it(v),
          jsonb_array_elements(CASE WHEN jsonb_typeof(it.v->'children') = 'array' THEN it.v->'children'
            ELSE '[]'::jsonb END) AS ch(c)
    ) AS s)))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "umoja_delivery_codes_sync"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "umoja_delivery_codes" ("delivery", "date", "codes")
    VALUES (NEW."id", NEW."date", "umoja_delivery_codes_of"(NEW."barcode", NEW."parent_code", NEW."delivery_items"))
    ON CONFLICT ("delivery") DO UPDATE SET "date" = excluded."date", "codes" = excluded."codes";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "umoja_delivery_codes_sync" AFTER INSERT OR UPDATE OF "barcode", "parent_code", "delivery_items", "date"
  ON "umoja_deliveries" FOR EACH ROW EXECUTE FUNCTION "umoja_delivery_codes_sync"();
--> statement-breakpoint
INSERT INTO "umoja_delivery_codes" ("delivery", "date", "codes")
  SELECT "id", "date", "umoja_delivery_codes_of"("barcode", "parent_code", "delivery_items") FROM "umoja_deliveries"
  ORDER BY "date", "id"
  ON CONFLICT ("delivery") DO NOTHING;
--> statement-breakpoint
ANALYZE "umoja_deliveries";
--> statement-breakpoint
ANALYZE "umoja_delivery_codes";
