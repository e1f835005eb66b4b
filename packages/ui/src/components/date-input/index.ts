export * from './date-input';
