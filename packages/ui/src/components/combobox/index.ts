export * as Combobox from './combobox';
export * from './multi-combobox';
export { foldForSearch, matchesSearch } from './search-text';
