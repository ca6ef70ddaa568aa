/** Tables of users and sessions. */
import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { created, updated } from './columns';
import { roleEnum } from './common';

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  /** Stored lower-cased; unique. */
  email: text('email').notNull().unique(),
  /** `scrypt$N$r$p$salt$hash`, never the password. */
  passwordHash: text('password_hash').notNull(),
  role: roleEnum('role').notNull().default('customer'),
  firstName: text('first_name').notNull(),
  lastName: text('last_name'),
  phone: text('phone'),
  avatarUrl: text('avatar_url'),
  /** Set once the owner opened a verification link mailed to `email`; guest orders join only then. */
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  /** Address of the last successful sign-in: a correct password from there passes the account lock. */
  lastLoginIp: text('last_login_ip'),
  /** A disabled account cannot sign in and has no live session. */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdAt: created(),
  updatedAt: updated(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 of the opaque bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: created(),
    /** Absolute end of the session, whatever its use. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Idle expiry counts from here. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Links mailed to prove an account owns its email; only the token's sha256 is stored. */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** The address the link was sent to: verifying proves this one, even if the account's changed since. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [index('email_verifications_user_idx').on(t.userId)],
);

/**
 * Links mailed to set a new password when the old one is forgotten. Only the token's sha256 is
 * stored; a link works once (usedAt) and briefly (expiresAt), and a newer one or a changed
 * password ends it (usedAt set without use).
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/**
 * An admin's invitation of a new staff account: the mailed link sets the password. Only the
 * token's sha256 is stored (as for sessions and email links); it is spent once (acceptedAt), ends
 * at expiresAt, and a newer invitation to the same email or the admin revokes it (revokedAt).
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased, like users.email. */
    email: text('email').notNull(),
    role: roleEnum('role').notNull(),
    /** The invitee's language, chosen by the admin: the mail's and the page's. */
    locale: text('locale', { enum: ['vi', 'en'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** The account the invitation created. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [index('staff_invitations_email_idx').on(t.email)],
);

/** Fixed-window counters (login attempts …) shared by every API instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
