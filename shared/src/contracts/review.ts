import { z } from 'zod';
import { todayInVietnam } from './calendar';
import { calendarDate, optionalText, page, pageSize, text } from './common';
import { messageKey } from './validation-messages';
import { reviewServiceTypes } from './vocabulary';

export const reviewListInput = z
  .object({
    serviceType: z.enum(reviewServiceTypes, { error: messageKey('validation.invalid') }).optional(),
    page: page.optional(),
    pageSize: pageSize.optional(),
  })
  .optional();

/** Max size and types of a review image (spec §5); enforced by POST /api/uploads. */
export const REVIEW_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const REVIEW_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;

export const reviewCreateInput = z
  .object({
    authorName: text(80),
    profession: optionalText(80),
    avatarUploadId: z.uuid({ error: messageKey('validation.invalid') }).optional(),
    avatarUrl: z
      .string()
      .max(500, { error: messageKey('validation.maxLength', { max: 500 }) })
      .regex(/^(https:\/\/|\/uploads\/|\/seed-media\/)[^\s\u0000"'<>]+$/, { error: messageKey('validation.invalid') })
      .optional(),
    rating: z
      .number({ error: messageKey('validation.rating') })
      .int({ error: messageKey('validation.rating') })
      .min(1, { error: messageKey('validation.rating') })
      .max(5, { error: messageKey('validation.rating') }),
    title: optionalText(150),
    content: text(3000),
    serviceType: z.enum(reviewServiceTypes, { error: messageKey('validation.required') }),
    /** The day of the visit being reviewed: a real date, not in the future. */
    visitDate: calendarDate.refine((value) => value <= todayInVietnam(), { error: messageKey('validation.date') }),
  })
  .refine((value) => !(value.avatarUploadId && value.avatarUrl), {
    error: messageKey('validation.invalid'),
    path: ['avatarUrl'],
  });
export type ReviewCreateInput = z.infer<typeof reviewCreateInput>;
