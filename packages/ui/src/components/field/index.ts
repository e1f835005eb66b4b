export * from './field';
export * from './required-label';
