export * from './toaster';
export * from './toaster-view';
