export * from './mask-input';
export * from './mask-options';
