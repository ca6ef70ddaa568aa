CREATE TABLE "field_signal_minutes" (
	"minute" timestamp with time zone NOT NULL,
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"page_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"count" integer NOT NULL,
	"value_sum" double precision DEFAULT 0 NOT NULL,
	"value_max" double precision DEFAULT 0 NOT NULL,
	"buckets" integer[],
	CONSTRAINT "field_signal_minutes_minute_remote_version_page_id_kind_name_pk" PRIMARY KEY("minute","remote","version","page_id","kind","name")
);
--> statement-breakpoint
CREATE INDEX "field_signal_minutes_version" ON "field_signal_minutes" USING btree ("remote","version","minute");