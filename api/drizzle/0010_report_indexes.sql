CREATE INDEX "checkin_events_scanned_idx" ON "checkin_events" USING btree ("scanned_at");--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at");