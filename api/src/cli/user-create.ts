/**
 * Creates (or updates the password and role of) an account:
 *   npm run user:create -- --email staff@example.com --password '…' --role staff
 *   npm run user:create -- --email someone@example.com --password '…' --disable   (or --enable)
 * The address counts as confirmed: the operator who runs this vouches for it.
 * There are no default passwords anywhere; staff and admin accounts exist only through this.
 * A disabled account cannot sign in and its sessions stop working at once.
 * With the embedded database, stop the server first: PGlite allows one process at a time, so this
 * refuses, naming the server's pid, while a server holds DATA_DIR.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { hashPassword } from '../auth/passwords';
import { openDatabase } from '../db/client';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock';
import { users } from '../db/schema';
import { parseEnv } from '../env';

const argsSchema = z.object({
  email: z.email().transform((value) => value.toLowerCase()),
  password: z.string().min(8, 'password must have at least 8 characters').max(128),
  role: z.enum(['customer', 'staff', 'editor', 'admin']).default('customer'),
  'first-name': z.string().min(1).max(80).optional(),
  disable: z.boolean().optional(),
  enable: z.boolean().optional(),
});

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string' },
      'first-name': { type: 'string' },
      disable: { type: 'boolean' },
      enable: { type: 'boolean' },
    },
  });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    console.error('Usage: npm run user:create -- --email <email> --password <password> [--role customer|staff|editor|admin] [--first-name <name>] [--disable|--enable]');
    for (const issue of parsed.error.issues) console.error(`  --${issue.path.join('.')}: ${issue.message}`);
    process.exit(2);
  }
  const env = parseEnv();
  let lock;
  try {
    lock = env.DATABASE_URL ? undefined : lockDataDir(env.DATA_DIR, 'user:create');
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await database.migrate(env.MIGRATIONS_DIR);
    const { email, password, role } = parsed.data;
    const passwordHash = await hashPassword(password);
    const firstName = parsed.data['first-name'] ?? email.split('@')[0]!;
    // Without either flag the account keeps whatever state it had.
    const disabled = parsed.data.disable ? { disabledAt: new Date() } : parsed.data.enable ? { disabledAt: null } : {};
    const [user] = await database.db
      .insert(users)
      // The operator who runs this vouches for the address: nobody is asked to confirm it by mail.
      .values({ email, passwordHash, role, firstName, emailVerifiedAt: new Date(), ...disabled })
      .onConflictDoUpdate({
        target: users.email,
        set: { passwordHash, role, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, ...disabled, updatedAt: new Date() },
      })
      .returning({ id: users.id, email: users.email, role: users.role, disabledAt: users.disabledAt });
    console.log(`user ${user!.email} (id ${user!.id}) has role ${user!.role}${user!.disabledAt ? ', disabled' : ''}`);
  } finally {
    await database.close();
    lock?.release();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
