CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" varchar(64) NOT NULL,
	"channel" varchar(10) NOT NULL,
	"event" varchar(30) NOT NULL,
	"record_type" varchar(30) NOT NULL,
	"record_id" varchar(60) NOT NULL,
	"recipient_name" varchar(300) DEFAULT '' NOT NULL,
	"recipient" varchar(254),
	"subject" varchar(300),
	"message" text NOT NULL,
	"status" varchar(20) DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now(),
	"sent_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" varchar(80),
	CONSTRAINT "outbox_message_id_unique" UNIQUE("message_id")
);
--> statement-breakpoint
ALTER TABLE "app_profile" ADD COLUMN "send_sms_alerttoadmin_on_discrepancies" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "app_profile" ADD COLUMN "send_email_alerttoadmin_on_discrepancies" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "app_profile" ADD COLUMN "send_sms_alerttoadmin_on_overdue" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "app_profile" ADD COLUMN "send_email_alerttoadmin_on_overdue" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "app_profile" ADD COLUMN "sms_balance_alerted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "outbox_pick_idx" ON "outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox" USING btree ("created_at","id");