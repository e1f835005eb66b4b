export * from './icon-button';
