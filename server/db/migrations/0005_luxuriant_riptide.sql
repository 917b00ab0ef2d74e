CREATE TABLE "overdue_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(20) NOT NULL,
	"item" integer NOT NULL,
	"hub" integer,
	"notification" integer,
	"due_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_profile" ADD COLUMN "target_pickup_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "app_profile" ADD COLUMN "target_dropoff_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "app_profile" ADD COLUMN "target_receipt_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "app_profile" ADD COLUMN "stale_agent_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "app_profile" ADD COLUMN "overdue_check_minutes" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_agents" ADD COLUMN "location_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "overdue_alerts" ADD CONSTRAINT "overdue_alerts_notification_admin_notifications_id_fk" FOREIGN KEY ("notification") REFERENCES "public"."admin_notifications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "overdue_alerts_kind_item_idx" ON "overdue_alerts" USING btree ("kind","item");