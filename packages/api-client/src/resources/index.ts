export * from './calls.ts';
export * from './hooks.ts';
export type { ListPage } from './list-page.ts';
export { type ListFilters, type ListRequest, listRequestParams } from './list-request.ts';
