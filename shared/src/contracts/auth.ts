import * as z from 'zod/mini';
import { email, text } from './common';
import { messageKey } from './message-key';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const password = z.string({ error: messageKey('validation.required') }).check(
  z.minLength(1, { error: messageKey('validation.required') }),
  z.maxLength(PASSWORD_MAX, { error: messageKey('validation.maxLength', { max: PASSWORD_MAX }) }),
);

/** Login only checks presence: the rules of a new password must not reveal anything at login. */
export const loginInput = z.object({ email, password });
export type LoginInput = z.infer<typeof loginInput>;

/** The rules of every new password: sign-up, a reset and a change. */
const newPassword = password.check(
  z.refine((value: string) => value.length >= PASSWORD_MIN, {
    error: messageKey('validation.minLength', { min: PASSWORD_MIN }),
  }),
);

const confirmed = z.refine<{ password: string; confirmPassword: string }>((value) => value.password === value.confirmPassword, {
  error: messageKey('validation.passwordMismatch'),
  path: ['confirmPassword'],
});

export const registerInput = z
  .object({
    email,
    password: newPassword,
    confirmPassword: password,
    firstName: text(80),
  })
  .check(confirmed);
export type RegisterInput = z.infer<typeof registerInput>;

/** A reset link works this long, and once. */
export const PASSWORD_RESET_MINUTES = 30;

/** The sign-in page's "forgot password": only the email. */
export const requestPasswordResetInput = z.object({ email });
export type RequestPasswordResetInput = z.infer<typeof requestPasswordResetInput>;

/** A mailed token is 43 base64url characters; anything far longer is not one of ours. */
const token = z.string({ error: messageKey('validation.required') }).check(
  z.minLength(1, { error: messageKey('validation.required') }),
  z.maxLength(200, { error: messageKey('validation.invalid') }),
);

/** The reset page's form: the token comes from the mailed link. */
export const resetPasswordInput = z.object({ token, password: newPassword, confirmPassword: password }).check(confirmed);
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;

/** The profile's password change: the current password, then the new one twice. */
export const changePasswordInput = z.object({ currentPassword: password, password: newPassword, confirmPassword: password }).check(confirmed);
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;
