/**
 * Every user-facing pt-BR message of the product that is not a UI label, written once.
 * Strings quoted by the product spec are kept verbatim (including their punctuation).
 * One module per kind (messages/), so that a page loads only the kinds it shows.
 */

export * from './messages/access.ts';
export * from './messages/attendance.ts';
export * from './messages/audit.ts';
export * from './messages/count.ts';
export * from './messages/empty-states.ts';
export * from './messages/home.ts';
export * from './messages/in-use.ts';
export * from './messages/list-query.ts';
export * from './messages/operations.ts';
export * from './messages/server.ts';
export * from './messages/toasts.ts';
export * from './messages/token.ts';
export * from './messages/validation.ts';
