export * from './tooltip';
export * from './tooltip-delay';
