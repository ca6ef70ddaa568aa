ALTER TABLE "categories" ADD COLUMN "parent_id" integer REFERENCES "categories"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_not_own_parent" CHECK ("parent_id" IS NULL OR "parent_id" <> "id");--> statement-breakpoint
ALTER TABLE "combos" ADD COLUMN "sale_starts_at" timestamp with time zone;
