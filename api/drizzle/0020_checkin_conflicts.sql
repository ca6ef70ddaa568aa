CREATE TABLE "checkin_conflicts" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"ticket_status" text NOT NULL,
	"first_redeemed_at" timestamp with time zone,
	"first_redeemed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkin_devices" ADD COLUMN "shift_starts_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- A device prepared before this column existed started its shift when it was last prepared.
UPDATE "checkin_devices" SET "shift_starts_at" = "prepared_at";--> statement-breakpoint
ALTER TABLE "checkin_conflicts" ADD CONSTRAINT "checkin_conflicts_event_id_checkin_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."checkin_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_conflicts" ADD CONSTRAINT "checkin_conflicts_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_conflicts" ADD CONSTRAINT "checkin_conflicts_first_redeemed_by_users_id_fk" FOREIGN KEY ("first_redeemed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;