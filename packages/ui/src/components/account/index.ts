export * from './change-password-form';
export * from './labels';
