CREATE TABLE "release_decisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"outcome" text NOT NULL,
	"actor_id" integer,
	"reason" text NOT NULL,
	"figures" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "release_decisions" ADD CONSTRAINT "release_decisions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "release_decisions_remote_idx" ON "release_decisions" USING btree ("remote","created_at");