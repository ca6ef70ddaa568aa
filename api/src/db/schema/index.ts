/**
 * The one database schema, one file per domain (PostgreSQL dialect; PGlite embedded or a real server).
 * Translatable text is jsonb `{ vi, en? }` (vi required, en falls back to vi).
 * Money is integer VND. Visit dates are `date` columns holding Asia/Ho_Chi_Minh calendar days.
 */
export * from './common';
export * from './accounts';
export * from './site';
export * from './catalog';
export * from './ticket-types';
export * from './orders';
export * from './posts';
export * from './site-content';
export * from './staff-actions';
export * from './field-signals';
export * from './releases';
