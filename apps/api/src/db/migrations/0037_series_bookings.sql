ALTER TABLE "recurring_flights" ADD CONSTRAINT "recurring_flights_company_id_unique" UNIQUE("company_id","id");--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "recurring_flight_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "occurs_on" date;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_company_id_recurring_flight_id_recurring_flights_company_id_id_fk" FOREIGN KEY ("company_id","recurring_flight_id") REFERENCES "public"."recurring_flights"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_occurrence_unique" UNIQUE("recurring_flight_id","occurs_on");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_occurrence_check" CHECK (("bookings"."recurring_flight_id" is null) = ("bookings"."occurs_on" is null) and ("bookings"."recurring_flight_id" is null or "bookings"."type" = 'event'));