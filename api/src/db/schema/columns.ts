/** Column builders every table file uses; not part of the schema itself, so index.ts leaves them out. */
import { jsonb, timestamp } from 'drizzle-orm/pg-core';
import type { Translatable } from './common';

export const tr = (name: string) => jsonb(name).$type<Translatable>();
export const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updated = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
