/**
 * The console's Users area (staff area `users`, admins only): invitations by email, roles and
 * disabled accounts, and the public acceptance of an invitation, whose link sets the password.
 */
import * as z from 'zod/mini';
import { PASSWORD_MAX, PASSWORD_MIN } from './auth';
import { email, id, page, text } from './common';
import { messageKey } from './message-key';
import { ROLES } from './staff-roles';

/** An invitation makes a staff account: a customer registers themself. */
export const INVITABLE_ROLES = ['staff', 'editor', 'admin'] as const;
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

/** An invitation link works this long, and once. */
export const INVITATION_HOURS = 72;

const invalid = { error: messageKey('validation.invalid') };

export const inviteStaffInput = z.object({
  email,
  role: z.enum(INVITABLE_ROLES, invalid),
  /** The invitee's language: the mail's and the invitation page's. */
  locale: z.enum(['vi', 'en'], invalid),
});
export type InviteStaffInput = z.infer<typeof inviteStaffInput>;

export const revokeInvitationInput = z.object({ id });

/** Staff accounts listed a page at a time, in email order. */
export const STAFF_ACCOUNTS_PAGE_SIZE = 20;
export const staffAccountsInput = z.optional(z.object({ page: z.optional(page) }));

/** Any account, a customer's too, found by its whole email: the console lists no customers to browse. */
export const findAccountInput = z.object({ email });

export const setUserRoleInput = z.object({ userId: id, role: z.enum(ROLES, invalid) });
export type SetUserRoleInput = z.infer<typeof setUserRoleInput>;

export const setUserDisabledInput = z.object({ userId: id, disabled: z.boolean(invalid) });
export type SetUserDisabledInput = z.infer<typeof setUserDisabledInput>;

/** A mailed token is 43 base64url characters; anything far longer is not one of ours. */
const token = z.string({ error: messageKey('validation.required') }).check(
  z.minLength(1, { error: messageKey('validation.required') }),
  z.maxLength(200, invalid),
);

export const invitationTokenInput = z.object({ token });

const password = z.string({ error: messageKey('validation.required') }).check(
  z.minLength(1, { error: messageKey('validation.required') }),
  z.maxLength(PASSWORD_MAX, { error: messageKey('validation.maxLength', { max: PASSWORD_MAX }) }),
);

/** The invitation page's form: the token comes from the link, the rest is what the invitee types. */
export const acceptInvitationInput = z
  .object({
    token,
    firstName: text(80),
    password: password.check(z.refine((value: string) => value.length >= PASSWORD_MIN, { error: messageKey('validation.minLength', { min: PASSWORD_MIN }) })),
    confirmPassword: password,
  })
  .check(
    z.refine((value) => value.password === value.confirmPassword, {
      error: messageKey('validation.passwordMismatch'),
      path: ['confirmPassword'],
    }),
  );
export type AcceptInvitationInput = z.infer<typeof acceptInvitationInput>;
