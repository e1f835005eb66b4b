export * as Combobox from './combobox';
export * from './multi-combobox';
export { comboboxInputStyles } from './multi-combobox.recipe';
export { foldForSearch, matchesSearch } from './search-text';
