ALTER TABLE "pages" ADD COLUMN "id" serial NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_id_unique" UNIQUE("id");
