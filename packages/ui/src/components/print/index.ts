export * from './print-pages';
