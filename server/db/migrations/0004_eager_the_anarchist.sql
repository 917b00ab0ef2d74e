CREATE TABLE "delivery_receipt_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"delivery_number" varchar(40) NOT NULL,
	"barcode" varchar(80),
	"collection_hub" integer,
	"received_by" varchar(150),
	"time_of_receiving" timestamp with time zone NOT NULL,
	"expected" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"missing" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"unexpected" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"discrepancy" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "umoja_deliveries" ADD COLUMN "receiving_discrepancy" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_receipt_checks" ADD CONSTRAINT "delivery_receipt_checks_collection_hub_collection_hubs_id_fk" FOREIGN KEY ("collection_hub") REFERENCES "public"."collection_hubs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_receipt_checks_time_idx" ON "delivery_receipt_checks" USING btree ("time_of_receiving");--> statement-breakpoint
CREATE INDEX "delivery_receipt_checks_number_idx" ON "delivery_receipt_checks" USING btree ("delivery_number");--> statement-breakpoint
CREATE INDEX "patients_bar_code_idx" ON "patients" USING btree ("bar_code");