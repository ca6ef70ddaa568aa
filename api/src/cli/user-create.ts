/**
 * Creates (or updates the password and role of) an account:
 *   npm run user:create -- --email staff@example.com --password '…' --role staff
 * There are no default passwords anywhere; staff and admin accounts exist only through this.
 * With the embedded database, stop the server first (PGlite allows one process at a time).
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { hashPassword } from '../auth/passwords';
import { openDatabase } from '../db/client';
import { users } from '../db/schema';
import { parseEnv } from '../env';

const argsSchema = z.object({
  email: z.email().transform((value) => value.toLowerCase()),
  password: z.string().min(8, 'password must have at least 8 characters').max(128),
  role: z.enum(['customer', 'staff', 'admin']).default('customer'),
  'first-name': z.string().min(1).max(80).optional(),
});

async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, role: { type: 'string' }, 'first-name': { type: 'string' } },
  });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    console.error('Usage: npm run user:create -- --email <email> --password <password> [--role customer|staff|admin] [--first-name <name>]');
    for (const issue of parsed.error.issues) console.error(`  --${issue.path.join('.')}: ${issue.message}`);
    process.exit(2);
  }
  const env = parseEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await database.migrate(env.MIGRATIONS_DIR);
    const { email, password, role } = parsed.data;
    const passwordHash = await hashPassword(password);
    const firstName = parsed.data['first-name'] ?? email.split('@')[0]!;
    const [user] = await database.db
      .insert(users)
      .values({ email, passwordHash, role, firstName })
      .onConflictDoUpdate({ target: users.email, set: { passwordHash, role, updatedAt: new Date() } })
      .returning({ id: users.id, email: users.email, role: users.role });
    console.log(`user ${user!.email} (id ${user!.id}) has role ${user!.role}`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
