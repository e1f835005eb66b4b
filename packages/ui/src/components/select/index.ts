export * from './deferred-select-field';
export * from './multi-select-field';
export * as Select from './select';
export * from './select-field';
