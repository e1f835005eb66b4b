export * from './private-layout';
