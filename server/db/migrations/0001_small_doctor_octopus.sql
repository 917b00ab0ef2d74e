ALTER TYPE "public"."audit_resource_type" ADD VALUE 'Sample';--> statement-breakpoint
ALTER TYPE "public"."audit_resource_type" ADD VALUE 'Supply';--> statement-breakpoint
ALTER TYPE "public"."audit_resource_type" ADD VALUE 'Product';--> statement-breakpoint
ALTER TYPE "public"."audit_resource_type" ADD VALUE 'Supplier';--> statement-breakpoint
ALTER TYPE "public"."audit_resource_type" ADD VALUE 'Client';--> statement-breakpoint
ALTER TYPE "public"."audit_resource_type" ADD VALUE 'Barcode';--> statement-breakpoint
ALTER TYPE "public"."audit_resource_type" ADD VALUE 'Pickup';--> statement-breakpoint
ALTER TYPE "public"."audit_resource_type" ADD VALUE 'Patient';--> statement-breakpoint
ALTER TYPE "public"."audit_resource_type" ADD VALUE 'Region';--> statement-breakpoint
ALTER TYPE "public"."audit_resource_type" ADD VALUE 'District';--> statement-breakpoint
ALTER TYPE "public"."audit_resource_type" ADD VALUE 'Settings';--> statement-breakpoint
ALTER TYPE "public"."audit_resource_type" ADD VALUE 'Notification';--> statement-breakpoint
ALTER TYPE "public"."audit_resource_type" ADD VALUE 'Visit';--> statement-breakpoint
ALTER TYPE "public"."audit_resource_type" ADD VALUE 'LIMS';--> statement-breakpoint
ALTER TYPE "public"."audit_resource_type" ADD VALUE 'Report';