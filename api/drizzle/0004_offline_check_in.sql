CREATE TABLE "checkin_devices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"gate" text NOT NULL,
	"prepared_for" date NOT NULL,
	"prepared_at" timestamp with time zone NOT NULL,
	"prepared_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkin_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"device_id" uuid,
	"gate" text,
	"source" text NOT NULL,
	"decision" text NOT NULL,
	"reason" text,
	"paid_amount" integer,
	"scanned_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_user_id" integer
);
--> statement-breakpoint
ALTER TABLE "checkin_devices" ADD CONSTRAINT "checkin_devices_prepared_by_users_id_fk" FOREIGN KEY ("prepared_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_events" ADD CONSTRAINT "checkin_events_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_events" ADD CONSTRAINT "checkin_events_device_id_checkin_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."checkin_devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_events" ADD CONSTRAINT "checkin_events_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkin_events_ticket_idx" ON "checkin_events" USING btree ("ticket_id","scanned_at");--> statement-breakpoint
CREATE INDEX "tickets_visit_date_idx" ON "tickets" USING btree ("visit_date");