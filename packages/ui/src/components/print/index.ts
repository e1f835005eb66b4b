export * from './print-button';
export * from './print-pages';
