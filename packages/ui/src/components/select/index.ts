export * as Select from './select';
export * from './select-field';
