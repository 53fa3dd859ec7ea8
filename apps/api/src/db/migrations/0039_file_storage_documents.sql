CREATE TABLE "document_acknowledgements" (
	"company_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"membership_id" integer NOT NULL,
	"version" integer NOT NULL,
	"acknowledged_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_acknowledgements_document_id_membership_id_version_pk" PRIMARY KEY("document_id","membership_id","version")
);
--> statement-breakpoint
CREATE TABLE "document_folders" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"visible_to_roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_folders_company_id_unique" UNIQUE("company_id","id"),
	CONSTRAINT "document_folders_name_unique" UNIQUE NULLS NOT DISTINCT("company_id","parent_id","name"),
	CONSTRAINT "document_folders_name_check" CHECK (length(trim("document_folders"."name")) between 1 and 120),
	CONSTRAINT "document_folders_roles_check" CHECK ("document_folders"."visible_to_roles" <@ array['admin', 'accounting', 'instructor', 'student', 'crew', 'member']::text[]),
	CONSTRAINT "document_folders_parent_check" CHECK ("document_folders"."parent_id" is distinct from "document_folders"."id")
);
--> statement-breakpoint
CREATE TABLE "document_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"version" integer NOT NULL,
	"file_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"uploaded_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_versions_document_version_unique" UNIQUE("document_id","version"),
	CONSTRAINT "document_versions_file_unique" UNIQUE("file_id"),
	CONSTRAINT "document_versions_version_check" CHECK ("document_versions"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"folder_id" integer NOT NULL,
	"name" text NOT NULL,
	"must_read" boolean DEFAULT false NOT NULL,
	"current_version" integer DEFAULT 1 NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_company_id_unique" UNIQUE("company_id","id"),
	CONSTRAINT "documents_name_check" CHECK (length(trim("documents"."name")) between 1 and 200),
	CONSTRAINT "documents_version_check" CHECK ("documents"."current_version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "stored_files" DROP CONSTRAINT "stored_files_byte_size_check";--> statement-breakpoint
ALTER TABLE "stored_files" ALTER COLUMN "content" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "storage" text DEFAULT 'database' NOT NULL;--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "object_key" text;--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "restricted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "document_acknowledgements" ADD CONSTRAINT "document_acknowledgements_document_fk" FOREIGN KEY ("company_id","document_id") REFERENCES "public"."documents"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_acknowledgements" ADD CONSTRAINT "document_acknowledgements_membership_fk" FOREIGN KEY ("company_id","membership_id") REFERENCES "public"."memberships"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_folders" ADD CONSTRAINT "document_folders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_folders" ADD CONSTRAINT "document_folders_parent_fk" FOREIGN KEY ("company_id","parent_id") REFERENCES "public"."document_folders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_document_fk" FOREIGN KEY ("company_id","document_id") REFERENCES "public"."documents"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_file_fk" FOREIGN KEY ("company_id","file_id") REFERENCES "public"."stored_files"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_folder_fk" FOREIGN KEY ("company_id","folder_id") REFERENCES "public"."document_folders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_acknowledgements_membership_idx" ON "document_acknowledgements" USING btree ("membership_id");--> statement-breakpoint
CREATE INDEX "documents_folder_idx" ON "documents" USING btree ("folder_id","name");--> statement-breakpoint
CREATE INDEX "documents_company_must_read_idx" ON "documents" USING btree ("company_id") WHERE "documents"."must_read";--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_object_key_unique" UNIQUE("object_key");--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_storage_check" CHECK (("stored_files"."storage" = 'database' and "stored_files"."content" is not null and "stored_files"."object_key" is null) or ("stored_files"."storage" = 's3' and "stored_files"."content" is null and "stored_files"."object_key" is not null));--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_byte_size_check" CHECK (("stored_files"."content" is null or "stored_files"."byte_size" = octet_length("stored_files"."content")) and "stored_files"."byte_size" between 1 and case "stored_files"."content_type" when 'application/pdf' then 10485760 when 'application/gpx+xml' then 10485760 when 'application/vnd.fai.igc' then 10485760 when 'application/vnd.google-earth.kml+xml' then 10485760 else 5242880 end);