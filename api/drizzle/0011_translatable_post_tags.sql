-- Tags and author names become translatable ({ vi, en? }, like every other text of a post); the
-- existing words are Vietnamese, so each is kept as its `vi`.
ALTER TABLE "posts" ALTER COLUMN "author_name" SET DATA TYPE jsonb USING jsonb_build_object('vi', "author_name");--> statement-breakpoint
ALTER TABLE "posts" ALTER COLUMN "tags" DROP DEFAULT;--> statement-breakpoint
UPDATE "posts" SET "tags" = (SELECT coalesce(jsonb_agg(jsonb_build_object('vi', tag) ORDER BY position), '[]'::jsonb) FROM jsonb_array_elements_text("tags") WITH ORDINALITY AS t(tag, position));--> statement-breakpoint
ALTER TABLE "posts" ALTER COLUMN "tags" SET DEFAULT '[]'::jsonb;
