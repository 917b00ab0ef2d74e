CREATE TYPE "public"."agent_type" AS ENUM('rider', 'entrant');--> statement-breakpoint
CREATE TYPE "public"."audit_action" AS ENUM('CREATE', 'READ', 'UPDATE', 'DELETE', 'LOGIN', 'LOGOUT', 'EXPORT', 'PRINT', 'SCAN');--> statement-breakpoint
CREATE TYPE "public"."audit_resource_type" AS ENUM('Delivery', 'Agent', 'Facility', 'User', 'Order');--> statement-breakpoint
CREATE TYPE "public"."bar_code_status" AS ENUM('active', 'used');--> statement-breakpoint
CREATE TYPE "public"."bar_code_type" AS ENUM('single_entry', 'batch_entry', 'package');--> statement-breakpoint
CREATE TYPE "public"."confirmation_status" AS ENUM('PENDING', 'CONFIRMED', 'REJECTED', 'ERROR');--> statement-breakpoint
CREATE TYPE "public"."delivery_barcode_type" AS ENUM('parent', 'child');--> statement-breakpoint
CREATE TYPE "public"."delivery_mode" AS ENUM('motorcycle', 'car', 'walking', 'bicycle');--> statement-breakpoint
CREATE TYPE "public"."delivery_status" AS ENUM('pending', 'delivered', 'cancelled', 'failed');--> statement-breakpoint
CREATE TYPE "public"."device_type" AS ENUM('Mobile', 'Desktop', 'Tablet');--> statement-breakpoint
CREATE TYPE "public"."facility_status" AS ENUM('active', 'pending', 'issues', 'maintenance');--> statement-breakpoint
CREATE TYPE "public"."gender" AS ENUM('Male', 'Female');--> statement-breakpoint
CREATE TYPE "public"."integration_status" AS ENUM('SUCCESS', 'FAILED', 'PENDING', 'RETRY', 'PARTIAL');--> statement-breakpoint
CREATE TYPE "public"."integration_type" AS ENUM('API_CALL', 'WEBHOOK', 'PATIENT_SYNC', 'SAMPLE_REGISTRATION', 'RESULT_UPLOAD', 'ERROR_HANDLING', 'DATA_MAPPING', 'VALIDATION');--> statement-breakpoint
CREATE TYPE "public"."item_delivery_status" AS ENUM('delivered', 'pending');--> statement-breakpoint
CREATE TYPE "public"."location_type" AS ENUM('health_center', 'collection_hub');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('pending', 'assigned', 'success', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."pickup_source" AS ENUM('dashboard', 'agent_app');--> statement-breakpoint
CREATE TYPE "public"."pickup_status" AS ENUM('pending', 'assigned', 'in_transit_to_pickup', 'at_pickup_location', 'picked_up', 'in_transit_to_destination', 'delivered', 'cancelled', 'failed');--> statement-breakpoint
CREATE TYPE "public"."sample_priority" AS ENUM('low', 'normal', 'high', 'urgent', 'emergency');--> statement-breakpoint
CREATE TYPE "public"."trip_status" AS ENUM('ongoing', 'completed', 'cancelled');--> statement-breakpoint
CREATE TABLE "account_rights" (
	"id" serial PRIMARY KEY NOT NULL,
	"user" integer NOT NULL,
	"view_statistics" boolean DEFAULT false NOT NULL,
	"view_product_orders" boolean DEFAULT false NOT NULL,
	"view_umoja_deliveries" boolean DEFAULT false NOT NULL,
	"view_online_riders" boolean DEFAULT false NOT NULL,
	"view_agent_activities" boolean DEFAULT false NOT NULL,
	"view_barcodes" boolean DEFAULT false NOT NULL,
	"create_barcodes" boolean DEFAULT false NOT NULL,
	"view_pending_umoja_pickups" boolean DEFAULT false NOT NULL,
	"create_update_pending_umoja_pickups" boolean DEFAULT false NOT NULL,
	"can_enter_newcase" boolean DEFAULT false NOT NULL,
	"can_edit_case" boolean DEFAULT false NOT NULL,
	"can_view_allcases" boolean DEFAULT false NOT NULL,
	"can_assign_cases" boolean DEFAULT false NOT NULL,
	CONSTRAINT "account_rights_user_unique" UNIQUE("user")
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(150) NOT NULL,
	"email" varchar(254) DEFAULT '' NOT NULL,
	"password" text NOT NULL,
	"first_name" varchar(150) DEFAULT '' NOT NULL,
	"last_name" varchar(150) DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"branch_manager" boolean DEFAULT false NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"is_staff" boolean DEFAULT false NOT NULL,
	"is_superuser" boolean DEFAULT false NOT NULL,
	"coodinated_hub" integer,
	"profile_pic" "bytea",
	"profile_pic_type" varchar(40),
	"date_joined" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login" timestamp with time zone,
	CONSTRAINT "accounts_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "admin_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent" integer NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"activity_name" varchar(200) NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_facility_visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent" integer NOT NULL,
	"facility_type" varchar(40) NOT NULL,
	"health_center" integer,
	"collection_hub" integer,
	"addres" varchar(300),
	"location_latitude" double precision,
	"location_longitude" double precision,
	"visit_date" date NOT NULL,
	"visit_time" time NOT NULL,
	"visit_notes" text
);
--> statement-breakpoint
CREATE TABLE "app_clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"client_code" varchar(40) NOT NULL,
	"email" varchar(254) DEFAULT '' NOT NULL,
	"phone" varchar(40) DEFAULT '' NOT NULL,
	"password" text NOT NULL,
	"login_at" timestamp with time zone,
	"logout_at" timestamp with time zone,
	CONSTRAINT "app_clients_client_code_unique" UNIQUE("client_code")
);
--> statement-breakpoint
CREATE TABLE "app_profile" (
	"id" serial PRIMARY KEY NOT NULL,
	"system_name" varchar(200) DEFAULT '' NOT NULL,
	"company_logo" "bytea",
	"company_logo_type" varchar(40),
	"company_email" varchar(254) DEFAULT '' NOT NULL,
	"RegisteredPhoneNumber1" varchar(40) DEFAULT '' NOT NULL,
	"box_number" varchar(100) DEFAULT '' NOT NULL,
	"smsCost" numeric(14, 2) DEFAULT '0' NOT NULL,
	"smsbalance" numeric(14, 2) DEFAULT '0' NOT NULL,
	"maximum_distanceinmeters_fordeliveryverification" integer DEFAULT 200 NOT NULL,
	"ismobilemoneypayment_enabled" boolean DEFAULT false NOT NULL,
	"manual_date_enabled" boolean DEFAULT false NOT NULL,
	"no_ofdigits_forsinglepickup_barcode" integer DEFAULT 8 NOT NULL,
	"no_ofdigits_forbatchpickup_barcode" integer DEFAULT 8 NOT NULL,
	"no_ofdigits_forpackage_barcode" integer DEFAULT 8 NOT NULL,
	"send_smsalerttoagents_on_clientorders" boolean DEFAULT false NOT NULL,
	"send_sms_alerttoadmin_on_clientorders" boolean DEFAULT false NOT NULL,
	"send_email_alerttoadmin_on_clientorders" boolean DEFAULT false NOT NULL,
	"send_sms_alerttoadmin_on_deliveries" boolean DEFAULT false NOT NULL,
	"send_email_alerttoadmin_on_deliveries" boolean DEFAULT false NOT NULL,
	"send_sms_alerttoadmin_on_pickups" boolean DEFAULT false NOT NULL,
	"send_email_alerttoadmin_on_pickups" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"user" integer,
	"user_username" varchar(150),
	"user_email" varchar(254),
	"action" "audit_action" NOT NULL,
	"resource_type" "audit_resource_type" NOT NULL,
	"resource_name" varchar(300),
	"description" text,
	"ip_address" varchar(64),
	"device_type" "device_type",
	"success" boolean DEFAULT true NOT NULL,
	"error_message" text,
	"old_values" jsonb,
	"new_values" jsonb
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user" integer NOT NULL,
	"token_hash" varchar(128) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "auth_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "client_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"ordernumber" varchar(40) NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"order_status" "order_status" DEFAULT 'pending' NOT NULL,
	"client" integer,
	"clientname" varchar(200) DEFAULT '' NOT NULL,
	"assigned_agent" integer,
	"assigned_agentname" varchar(300),
	"order_address" varchar(300) DEFAULT '' NOT NULL,
	"additional_addressinfo" text,
	"order_address_dictionary" jsonb,
	"time_of_pickup" timestamp with time zone,
	"time_of_dropoff" timestamp with time zone,
	"order_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"additional_charges" numeric(14, 2) DEFAULT '0' NOT NULL,
	"items_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"mode_of_payment" varchar(60) DEFAULT 'cash' NOT NULL,
	"item_details" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "client_orders_ordernumber_unique" UNIQUE("ordernumber")
);
--> statement-breakpoint
CREATE TABLE "collection_hubs" (
	"id" serial PRIMARY KEY NOT NULL,
	"HB_code" varchar(40) NOT NULL,
	"name" varchar(200) NOT NULL,
	"supervisor_name" varchar(200),
	"supervisor_phone" varchar(40),
	"district" varchar(120),
	"region" varchar(120),
	"location_latitude" double precision,
	"location_longitude" double precision,
	"main_hub" boolean DEFAULT false NOT NULL,
	"hub_logo" "bytea",
	"hub_logo_type" varchar(40),
	CONSTRAINT "collection_hubs_HB_code_unique" UNIQUE("HB_code")
);
--> statement-breakpoint
CREATE TABLE "deactivation_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"phonecontact" varchar(40) NOT NULL,
	"reason_ofdeaction" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_agent_rights" (
	"id" serial PRIMARY KEY NOT NULL,
	"delivery_agent" integer NOT NULL,
	"can_do_supply_pickup" boolean DEFAULT false NOT NULL,
	"can_do_sample_pickup" boolean DEFAULT false NOT NULL,
	"can_do_other_items_pickup" boolean DEFAULT false NOT NULL,
	"can_do_sample_results_pickup" boolean DEFAULT false NOT NULL,
	"can_do_package_pickup" boolean DEFAULT false NOT NULL,
	CONSTRAINT "delivery_agent_rights_delivery_agent_unique" UNIQUE("delivery_agent")
);
--> statement-breakpoint
CREATE TABLE "delivery_agents" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(150) NOT NULL,
	"password" text NOT NULL,
	"agent_type" "agent_type" DEFAULT 'rider' NOT NULL,
	"first_name" varchar(150) NOT NULL,
	"second_name" varchar(150) DEFAULT '' NOT NULL,
	"Nationality" varchar(100) DEFAULT '' NOT NULL,
	"IDNumber" varchar(60) DEFAULT '' NOT NULL,
	"AreaOfResidence" varchar(200) DEFAULT '' NOT NULL,
	"District" varchar(120) DEFAULT '' NOT NULL,
	"RegisteredPhoneNumber1" varchar(20) NOT NULL,
	"gender" "gender" DEFAULT 'Male' NOT NULL,
	"collection_hub" integer,
	"agent_code" varchar(40) NOT NULL,
	"Photo" "bytea",
	"Photo_type" varchar(40),
	"active" boolean DEFAULT true NOT NULL,
	"is_online" boolean DEFAULT false NOT NULL,
	"location_latitude" double precision,
	"location_longitude" double precision,
	"location_address" varchar(300),
	"login_at" timestamp with time zone,
	"logout_at" timestamp with time zone,
	"date_of_registration" date,
	"created_by" varchar(150),
	CONSTRAINT "delivery_agents_username_unique" UNIQUE("username"),
	CONSTRAINT "delivery_agents_agent_code_unique" UNIQUE("agent_code")
);
--> statement-breakpoint
CREATE TABLE "delivery_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"delivery" integer,
	"patient" integer,
	"sample" integer,
	"item_name" varchar(200) NOT NULL,
	"barcode" varchar(80),
	"barcode_type" "delivery_barcode_type",
	"quantity" integer DEFAULT 1 NOT NULL,
	"parent_code" varchar(80),
	"delivery_status" "item_delivery_status" DEFAULT 'pending' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"id" serial PRIMARY KEY NOT NULL,
	"district_name" varchar(120) NOT NULL,
	"region" integer
);
--> statement-breakpoint
CREATE TABLE "health_centres" (
	"id" serial PRIMARY KEY NOT NULL,
	"HC_code" varchar(40) NOT NULL,
	"name" varchar(200) NOT NULL,
	"collection_hub" integer,
	"district" varchar(120),
	"contactperson_name" varchar(200),
	"contactperson_phone" varchar(40),
	"location_latitude" double precision,
	"location_longitude" double precision,
	"sub_hub" boolean DEFAULT false NOT NULL,
	"status" "facility_status",
	CONSTRAINT "health_centres_HC_code_unique" UNIQUE("HC_code")
);
--> statement-breakpoint
CREATE TABLE "lims_integration_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user" integer,
	"integration_type" "integration_type" NOT NULL,
	"status" "integration_status" NOT NULL,
	"description" text,
	"endpoint_url" varchar(500),
	"http_method" varchar(10),
	"response_code" integer,
	"processing_time" double precision,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"error_message" text,
	"request_data" jsonb,
	"response_data" jsonb
);
--> statement-breakpoint
CREATE TABLE "lims_sample_confirmations" (
	"id" serial PRIMARY KEY NOT NULL,
	"barcode" varchar(80) NOT NULL,
	"delivery_item" integer,
	"delivery_item_name" varchar(200),
	"patient_names" varchar(300),
	"delivery_number" varchar(40),
	"status" "confirmation_status" DEFAULT 'PENDING' NOT NULL,
	"lims_user" integer,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lims_sample_id" varchar(80),
	"error_message" text,
	"confirmation_data" jsonb,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "lims_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user" integer NOT NULL,
	"token_hash" varchar(128) NOT NULL,
	"token_display" varchar(40) NOT NULL,
	"description" varchar(300) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lims_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(150) NOT NULL,
	"ip_address" varchar(64) NOT NULL,
	"succeeded" boolean NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patients" (
	"id" serial PRIMARY KEY NOT NULL,
	"names" varchar(300) NOT NULL,
	"date_of_birth" date,
	"age" integer,
	"nationality" varchar(60),
	"occupation" varchar(200),
	"sex" "gender" DEFAULT 'Male' NOT NULL,
	"patient_opd_ipd_number" varchar(60),
	"national_id_number" varchar(60),
	"village_of_residence" varchar(200),
	"village_of_workplace" varchar(200),
	"physical_address" varchar(300),
	"phone_number" varchar(40),
	"email_address" varchar(254),
	"lab_generated_number" varchar(60),
	"pending_sample_pickup" integer,
	"bar_code" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pending_umoja_pickups" (
	"id" serial PRIMARY KEY NOT NULL,
	"pickup_number" varchar(40) NOT NULL,
	"date" date NOT NULL,
	"sample" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"pickup_status" "pickup_status" DEFAULT 'pending' NOT NULL,
	"notes" text,
	"source" "pickup_source" DEFAULT 'dashboard' NOT NULL,
	"created_by" varchar(150),
	"pickup_location_type" "location_type" NOT NULL,
	"destination_location_type" "location_type" NOT NULL,
	"pickup_health_center" integer,
	"pickup_collection_hub" integer,
	"destination_health_center" integer,
	"destination_collection_hub" integer,
	"pickup_notes" text,
	"destination_notes" text,
	"assigned_delivery_agent" integer,
	"assigned_rider" integer,
	"scheduled_pickup_date" timestamp with time zone,
	"failure_reason" text,
	"health_center" integer,
	"collection_hub" integer,
	"pickup_from" varchar(200),
	"time_stamp" timestamp with time zone DEFAULT now() NOT NULL,
	"assigned_at" timestamp with time zone,
	"picked_up_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "pending_umoja_pickups_pickup_number_unique" UNIQUE("pickup_number")
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"unitname" varchar(100) NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_name" varchar(200) NOT NULL,
	"unit" integer,
	"product_category" integer,
	"unit_buying_price" numeric(14, 2) DEFAULT '0' NOT NULL,
	"unit_selling_price" numeric(14, 2) DEFAULT '0' NOT NULL,
	"discount_percentage" numeric(5, 2) DEFAULT '0' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"product_online" boolean DEFAULT false NOT NULL,
	"product_pic" "bytea",
	"product_pic_type" varchar(40)
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	CONSTRAINT "regions_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "sample_barcodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"bar_code" varchar(80) NOT NULL,
	"bar_code_type" "bar_code_type" NOT NULL,
	"status" "bar_code_status" DEFAULT 'active' NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"repackaged" boolean DEFAULT false NOT NULL,
	"reason_for_repackage" varchar(500),
	"created_by" varchar(150),
	CONSTRAINT "sample_barcodes_bar_code_unique" UNIQUE("bar_code")
);
--> statement-breakpoint
CREATE TABLE "samples" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"priority" "sample_priority" DEFAULT 'normal' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_name" varchar(200) NOT NULL,
	"phone_one" varchar(40) DEFAULT '' NOT NULL,
	"email" varchar(254) DEFAULT '' NOT NULL,
	"address" varchar(300) DEFAULT '' NOT NULL,
	"product_list" text
);
--> statement-breakpoint
CREATE TABLE "supplies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "umoja_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"delivery_number" varchar(40) NOT NULL,
	"agent_account" integer,
	"collection_hub" integer,
	"pickup_point" varchar(200) NOT NULL,
	"destination" varchar(200) NOT NULL,
	"delivery_type" varchar(60) NOT NULL,
	"item_type" varchar(40),
	"item_name" varchar(200),
	"barcode" varchar(80),
	"barcode_type" "delivery_barcode_type",
	"parent_code" varchar(80),
	"patient" integer,
	"patient_name" varchar(300),
	"date" timestamp with time zone NOT NULL,
	"delivery_status" "delivery_status" DEFAULT 'pending' NOT NULL,
	"delivery_mode" "delivery_mode" DEFAULT 'motorcycle' NOT NULL,
	"trip_status" "trip_status" DEFAULT 'ongoing' NOT NULL,
	"time_of_pickup" timestamp with time zone,
	"time_of_dropoff" timestamp with time zone,
	"items_total" integer DEFAULT 0 NOT NULL,
	"delivery_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"received_by_coordinator" boolean DEFAULT false NOT NULL,
	"received_by" varchar(150),
	"time_of_receiving" timestamp with time zone,
	"receivers_note" text
);
--> statement-breakpoint
ALTER TABLE "account_rights" ADD CONSTRAINT "account_rights_user_accounts_id_fk" FOREIGN KEY ("user") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_coodinated_hub_collection_hubs_id_fk" FOREIGN KEY ("coodinated_hub") REFERENCES "public"."collection_hubs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_activities" ADD CONSTRAINT "agent_activities_agent_delivery_agents_id_fk" FOREIGN KEY ("agent") REFERENCES "public"."delivery_agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_facility_visits" ADD CONSTRAINT "agent_facility_visits_agent_delivery_agents_id_fk" FOREIGN KEY ("agent") REFERENCES "public"."delivery_agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_facility_visits" ADD CONSTRAINT "agent_facility_visits_health_center_health_centres_id_fk" FOREIGN KEY ("health_center") REFERENCES "public"."health_centres"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_facility_visits" ADD CONSTRAINT "agent_facility_visits_collection_hub_collection_hubs_id_fk" FOREIGN KEY ("collection_hub") REFERENCES "public"."collection_hubs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_user_accounts_id_fk" FOREIGN KEY ("user") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_accounts_id_fk" FOREIGN KEY ("user") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_orders" ADD CONSTRAINT "client_orders_client_app_clients_id_fk" FOREIGN KEY ("client") REFERENCES "public"."app_clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_orders" ADD CONSTRAINT "client_orders_assigned_agent_delivery_agents_id_fk" FOREIGN KEY ("assigned_agent") REFERENCES "public"."delivery_agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_agent_rights" ADD CONSTRAINT "delivery_agent_rights_delivery_agent_delivery_agents_id_fk" FOREIGN KEY ("delivery_agent") REFERENCES "public"."delivery_agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_agents" ADD CONSTRAINT "delivery_agents_collection_hub_collection_hubs_id_fk" FOREIGN KEY ("collection_hub") REFERENCES "public"."collection_hubs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_items" ADD CONSTRAINT "delivery_items_delivery_umoja_deliveries_id_fk" FOREIGN KEY ("delivery") REFERENCES "public"."umoja_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_items" ADD CONSTRAINT "delivery_items_patient_patients_id_fk" FOREIGN KEY ("patient") REFERENCES "public"."patients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_items" ADD CONSTRAINT "delivery_items_sample_samples_id_fk" FOREIGN KEY ("sample") REFERENCES "public"."samples"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_region_regions_id_fk" FOREIGN KEY ("region") REFERENCES "public"."regions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_centres" ADD CONSTRAINT "health_centres_collection_hub_collection_hubs_id_fk" FOREIGN KEY ("collection_hub") REFERENCES "public"."collection_hubs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lims_integration_logs" ADD CONSTRAINT "lims_integration_logs_user_accounts_id_fk" FOREIGN KEY ("user") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lims_sample_confirmations" ADD CONSTRAINT "lims_sample_confirmations_delivery_item_delivery_items_id_fk" FOREIGN KEY ("delivery_item") REFERENCES "public"."delivery_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lims_sample_confirmations" ADD CONSTRAINT "lims_sample_confirmations_lims_user_accounts_id_fk" FOREIGN KEY ("lims_user") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lims_tokens" ADD CONSTRAINT "lims_tokens_user_accounts_id_fk" FOREIGN KEY ("user") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_pending_sample_pickup_pending_umoja_pickups_id_fk" FOREIGN KEY ("pending_sample_pickup") REFERENCES "public"."pending_umoja_pickups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_bar_code_sample_barcodes_id_fk" FOREIGN KEY ("bar_code") REFERENCES "public"."sample_barcodes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_umoja_pickups" ADD CONSTRAINT "pending_umoja_pickups_sample_samples_id_fk" FOREIGN KEY ("sample") REFERENCES "public"."samples"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_umoja_pickups" ADD CONSTRAINT "pending_umoja_pickups_pickup_health_center_health_centres_id_fk" FOREIGN KEY ("pickup_health_center") REFERENCES "public"."health_centres"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_umoja_pickups" ADD CONSTRAINT "pending_umoja_pickups_pickup_collection_hub_collection_hubs_id_fk" FOREIGN KEY ("pickup_collection_hub") REFERENCES "public"."collection_hubs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_umoja_pickups" ADD CONSTRAINT "pending_umoja_pickups_destination_health_center_health_centres_id_fk" FOREIGN KEY ("destination_health_center") REFERENCES "public"."health_centres"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_umoja_pickups" ADD CONSTRAINT "pending_umoja_pickups_destination_collection_hub_collection_hubs_id_fk" FOREIGN KEY ("destination_collection_hub") REFERENCES "public"."collection_hubs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_umoja_pickups" ADD CONSTRAINT "pending_umoja_pickups_assigned_delivery_agent_delivery_agents_id_fk" FOREIGN KEY ("assigned_delivery_agent") REFERENCES "public"."delivery_agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_umoja_pickups" ADD CONSTRAINT "pending_umoja_pickups_assigned_rider_delivery_agents_id_fk" FOREIGN KEY ("assigned_rider") REFERENCES "public"."delivery_agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_umoja_pickups" ADD CONSTRAINT "pending_umoja_pickups_health_center_health_centres_id_fk" FOREIGN KEY ("health_center") REFERENCES "public"."health_centres"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_umoja_pickups" ADD CONSTRAINT "pending_umoja_pickups_collection_hub_collection_hubs_id_fk" FOREIGN KEY ("collection_hub") REFERENCES "public"."collection_hubs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_unit_product_units_id_fk" FOREIGN KEY ("unit") REFERENCES "public"."product_units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_product_category_product_categories_id_fk" FOREIGN KEY ("product_category") REFERENCES "public"."product_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "umoja_deliveries" ADD CONSTRAINT "umoja_deliveries_agent_account_delivery_agents_id_fk" FOREIGN KEY ("agent_account") REFERENCES "public"."delivery_agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "umoja_deliveries" ADD CONSTRAINT "umoja_deliveries_collection_hub_collection_hubs_id_fk" FOREIGN KEY ("collection_hub") REFERENCES "public"."collection_hubs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "umoja_deliveries" ADD CONSTRAINT "umoja_deliveries_patient_patients_id_fk" FOREIGN KEY ("patient") REFERENCES "public"."patients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_notifications_read_idx" ON "admin_notifications" USING btree ("read");--> statement-breakpoint
CREATE INDEX "agent_activities_agent_ts_idx" ON "agent_activities" USING btree ("agent","timestamp");--> statement-breakpoint
CREATE INDEX "agent_facility_visits_date_idx" ON "agent_facility_visits" USING btree ("visit_date");--> statement-breakpoint
CREATE INDEX "agent_facility_visits_agent_idx" ON "agent_facility_visits" USING btree ("agent");--> statement-breakpoint
CREATE INDEX "audit_logs_timestamp_idx" ON "audit_logs" USING btree ("timestamp");--> statement-breakpoint
CREATE INDEX "auth_tokens_user_idx" ON "auth_tokens" USING btree ("user");--> statement-breakpoint
CREATE INDEX "client_orders_date_idx" ON "client_orders" USING btree ("date");--> statement-breakpoint
CREATE INDEX "client_orders_status_idx" ON "client_orders" USING btree ("order_status");--> statement-breakpoint
CREATE INDEX "collection_hubs_district_idx" ON "collection_hubs" USING btree ("district");--> statement-breakpoint
CREATE INDEX "collection_hubs_region_idx" ON "collection_hubs" USING btree ("region");--> statement-breakpoint
CREATE INDEX "delivery_agents_hub_idx" ON "delivery_agents" USING btree ("collection_hub");--> statement-breakpoint
CREATE INDEX "delivery_agents_online_idx" ON "delivery_agents" USING btree ("is_online","active");--> statement-breakpoint
CREATE INDEX "delivery_items_patient_idx" ON "delivery_items" USING btree ("patient");--> statement-breakpoint
CREATE INDEX "delivery_items_delivery_idx" ON "delivery_items" USING btree ("delivery");--> statement-breakpoint
CREATE UNIQUE INDEX "districts_name_uq" ON "districts" USING btree ("district_name");--> statement-breakpoint
CREATE INDEX "health_centres_hub_idx" ON "health_centres" USING btree ("collection_hub");--> statement-breakpoint
CREATE INDEX "lims_integration_logs_timestamp_idx" ON "lims_integration_logs" USING btree ("timestamp");--> statement-breakpoint
CREATE INDEX "login_attempts_user_at_idx" ON "login_attempts" USING btree ("username","at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_at_idx" ON "login_attempts" USING btree ("ip_address","at");--> statement-breakpoint
CREATE INDEX "patients_pickup_idx" ON "patients" USING btree ("pending_sample_pickup");--> statement-breakpoint
CREATE INDEX "pending_pickups_date_idx" ON "pending_umoja_pickups" USING btree ("date");--> statement-breakpoint
CREATE INDEX "pending_pickups_status_idx" ON "pending_umoja_pickups" USING btree ("pickup_status");--> statement-breakpoint
CREATE INDEX "sample_barcodes_type_status_idx" ON "sample_barcodes" USING btree ("bar_code_type","status");--> statement-breakpoint
CREATE INDEX "umoja_deliveries_date_idx" ON "umoja_deliveries" USING btree ("date");--> statement-breakpoint
CREATE INDEX "umoja_deliveries_hub_date_idx" ON "umoja_deliveries" USING btree ("collection_hub","date");--> statement-breakpoint
CREATE INDEX "umoja_deliveries_number_idx" ON "umoja_deliveries" USING btree ("delivery_number");--> statement-breakpoint
CREATE INDEX "umoja_deliveries_barcode_idx" ON "umoja_deliveries" USING btree ("barcode");