// Design system (A)
export * from './components/button';
export * from './components/field';
export * from './components/icon-button';
export * from './components/spinner';
export * from './components/toaster';
export * from './components/tooltip';
