-- Airport search terms and prefixes are derived data: emptied here so the new not-null columns can
-- be added; the loader (its version raised) rebuilds them at the next start.
DELETE FROM "airport_search_terms";--> statement-breakpoint
DELETE FROM "airport_search_prefixes";--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_company_id_unique" UNIQUE("company_id","id"),
	CONSTRAINT "stored_files_content_type_check" CHECK ("stored_files"."content_type" in ('image/jpeg', 'image/png', 'image/webp', 'application/pdf')),
	CONSTRAINT "stored_files_byte_size_check" CHECK ("stored_files"."byte_size" = octet_length("stored_files"."content") and "stored_files"."byte_size" between 1 and case "stored_files"."content_type" when 'application/pdf' then 10485760 else 5242880 end),
	CONSTRAINT "stored_files_sha256_check" CHECK ("stored_files"."sha256" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
ALTER TABLE "airport_search_prefixes" ADD COLUMN "airports_by_rank" integer[];--> statement-breakpoint
ALTER TABLE "airport_search_terms" ADD COLUMN "type_rank" smallint NOT NULL;--> statement-breakpoint
ALTER TABLE "airplanes" ADD COLUMN "photo_file_id" integer;--> statement-breakpoint
ALTER TABLE "airplane_documents" ADD COLUMN "file_id" integer;--> statement-breakpoint
ALTER TABLE "squawks" ADD COLUMN "photo_file_id" integer;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "airplanes" ADD CONSTRAINT "airplanes_photo_file_fk" FOREIGN KEY ("company_id","photo_file_id") REFERENCES "public"."stored_files"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "airplane_documents" ADD CONSTRAINT "airplane_documents_file_fk" FOREIGN KEY ("company_id","file_id") REFERENCES "public"."stored_files"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "squawks" ADD CONSTRAINT "squawks_photo_file_fk" FOREIGN KEY ("company_id","photo_file_id") REFERENCES "public"."stored_files"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "airplanes" DROP COLUMN "photo_url";--> statement-breakpoint
ALTER TABLE "airplane_documents" DROP COLUMN "file_url";--> statement-breakpoint
ALTER TABLE "squawks" DROP COLUMN "photo_url";--> statement-breakpoint
ALTER TABLE "airport_search_terms" DROP CONSTRAINT "airport_search_terms_pk";
--> statement-breakpoint
ALTER TABLE "airport_search_terms" ADD CONSTRAINT "airport_search_terms_pk" PRIMARY KEY("type_rank","term","airport_id");