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
  'validation.rating': 'Rating must be from 1 to 5 stars',
  'validation.slug': 'Invalid link',
  'validation.quantity': 'Please choose at least one ticket',
  'validation.counterNeedsTicket': 'Paying at the counter is only for orders with a visit ticket',
  'validation.infantNeedsPayingTicket': 'Children under 3 go free only with at least one adult or child ticket in the same order',
  'validation.ticketsPerOrder': 'At most {max} tickets per order (all categories together)',
  'validation.salePriceNotBelowPrice': 'The sale price must be below the price',
  'validation.selfRelation': 'A product cannot be related to itself',
  'validation.duplicate': 'Choose each item only once',
  'validation.endBeforeStart': 'The end must come after the start',
  'validation.endInPast': 'The end cannot be in the past',
  'validation.ownParent': 'A category cannot sit inside itself',
};
