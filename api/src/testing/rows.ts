// What a component test needs to arrange or read rows through the test API's `db`: the tables and
// drizzle's operators, from the API's own copy of drizzle (the remotes do not depend on it).
export * as tables from '../db/schema';
export { and, desc, eq, like, ne, sql } from 'drizzle-orm';
