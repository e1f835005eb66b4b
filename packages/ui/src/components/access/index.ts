export * from './use-access';
