import * as z from 'zod/mini';
import { todayInVietnam } from './calendar';
import { calendarDate, optionalText, page, pageSize, text, wholeNumber } from './common';
import { messageKey } from './message-key';
import { reviewServiceTypes } from './vocabulary';

export const reviewListInput = z.optional(
  z.object({
    serviceType: z.optional(z.enum(reviewServiceTypes, { error: messageKey('validation.invalid') })),
    page: z.optional(page),
    pageSize: z.optional(pageSize),
  }),
);

export const reviewCreateInput = z
  .object({
    authorName: text(80),
    profession: optionalText(80),
    avatarUploadId: z.optional(z.uuid({ error: messageKey('validation.invalid') })),
    avatarUrl: z.optional(
      z.string().check(
        z.maxLength(500, { error: messageKey('validation.maxLength', { max: 500 }) }),
        z.regex(/^(https:\/\/|\/uploads\/|\/seed-media\/)[^\s\u0000"'<>]+$/, { error: messageKey('validation.invalid') }),
      ),
    ),
    rating: wholeNumber(1, 5, messageKey('validation.rating')),
    title: optionalText(150),
    content: text(3000),
    serviceType: z.enum(reviewServiceTypes, { error: messageKey('validation.required') }),
    /** The day of the visit being reviewed: a real date, not in the future. */
    visitDate: calendarDate.check(z.refine((value: string) => value <= todayInVietnam(), { error: messageKey('validation.date') })),
  })
  .check(
    z.refine((value) => !(value.avatarUploadId && value.avatarUrl), {
      error: messageKey('validation.invalid'),
      path: ['avatarUrl'],
    }),
  );
export type ReviewCreateInput = z.infer<typeof reviewCreateInput>;
