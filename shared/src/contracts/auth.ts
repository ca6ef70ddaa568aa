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

export const registerInput = z
  .object({
    email,
    password: password.check(
      z.refine((value: string) => value.length >= PASSWORD_MIN, {
        error: messageKey('validation.minLength', { min: PASSWORD_MIN }),
      }),
    ),
    confirmPassword: password,
    firstName: text(80),
  })
  .check(
    z.refine((value) => value.password === value.confirmPassword, {
      error: messageKey('validation.passwordMismatch'),
      path: ['confirmPassword'],
    }),
  );
export type RegisterInput = z.infer<typeof registerInput>;
