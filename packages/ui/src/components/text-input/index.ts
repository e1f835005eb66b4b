export * from './text-input';
