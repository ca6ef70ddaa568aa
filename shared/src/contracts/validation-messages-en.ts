/**
 * The English texts of the validation keys (validation-messages.ts has the Vietnamese ones), in a
 * module of their own so that a page in Vietnamese never downloads them.
 */
import type { ValidationKey } from './validation-messages';

export const validationMessagesEnglish: Record<ValidationKey, string> = {
  'validation.required': 'This field is required',
  'validation.invalid': 'Invalid value',
  'validation.email': 'Invalid email',
  'validation.minLength': 'Minimum length {min} characters',
  'validation.maxLength': 'Maximum length {max} characters',
  'validation.passwordMismatch': 'Passwords do not match',
  'validation.phone': 'Invalid phone number',
  'validation.phoneFormat': 'Phone number must be in the correct format',
  'validation.commentContent': 'Please enter a comment',
  'validation.commentIdentity': 'Please enter your name and email',
  'validation.departureDateRequired': 'Departure date is required',
  'validation.departureDateInvalid': 'Departure date is not valid',
  'validation.departureDatePast': 'Departure date cannot be in the past',
  'validation.date': 'Invalid date',
  'validation.min': 'Minimum value is {min}',
  'validation.max': 'Maximum value is {max}',
  'validation.maxDays': 'At most {max} days at a time',
  'validation.maxItems': 'At most {max} items',
  'validation.imageUnknown': 'Choose an uploaded image',
  'validation.orderSearch': 'Enter an order code, an email or a phone number (at least 9 digits)',
  'validation.rating': 'Rating must be from 1 to 5 stars',
  'validation.slug': 'Invalid link',
  'validation.quantity': 'Please choose at least one ticket',
  'validation.counterNeedsTicket': 'Paying at the counter is only for orders with a visit ticket',
  'validation.infantNeedsPayingTicket': 'Children under 3 go free only with at least one adult or child ticket in the same order',
  'validation.ticketsPerOrder': 'At most {max} tickets per order (all categories together)',
  'validation.colour': 'A colour must look like #rrggbb, for example #feb914',
  'validation.colourMissing': 'This step of the scale is missing: it needs a #rrggbb colour',
  'validation.contrast': 'Hard to read: contrast {ratio}:1, at least {min}:1 is needed (WCAG AA)',
  'validation.between': 'A value from {min} to {max}',
  'validation.rulePath': 'The path must start with / and hold only plain letters, digits, - and _ (no dot, ?, # or //)',
  'validation.reservedPath': 'This path belongs to the system (API, static files, sign-in, console, checkout) and cannot be redirected',
  'validation.redirectTarget': 'Invalid target: an internal one is a path starting with a single /, an external one an http:// or https:// address with a host',
  'validation.redirectLoop': 'A path cannot redirect to itself',
  'validation.url': 'The address must start with http:// or https://',
};
