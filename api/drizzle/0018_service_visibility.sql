ALTER TABLE "services" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;
