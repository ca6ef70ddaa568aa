CREATE TABLE "route_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_path" text NOT NULL,
	"kind" text NOT NULL,
	"target" text NOT NULL,
	"status" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "route_rules_from_path_unique" UNIQUE("from_path"),
	CONSTRAINT "route_rules_status_check" CHECK ("route_rules"."status" in (301, 302)),
	CONSTRAINT "route_rules_kind_check" CHECK ("route_rules"."kind" in ('internal', 'external'))
);
