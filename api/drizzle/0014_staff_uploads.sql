ALTER TABLE "uploads" ADD COLUMN "purpose" text DEFAULT 'review' NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "uploaded_by" integer;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
