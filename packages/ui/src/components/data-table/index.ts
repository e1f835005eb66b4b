export * from './column-def';
export * from './data-table';
export { dataTableLabels } from './labels';
export { nextSort, type TableSort } from './sorting';
