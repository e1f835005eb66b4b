// Design system (A, B)

export * from './components/badge';
export * from './components/button';
export * from './components/card';
export * from './components/checkbox';
export * from './components/combobox';
export * from './components/data-table';
export * from './components/date-input';
export * from './components/date-picker';
export * from './components/dialog';
export * from './components/field';
export * from './components/icon-button';
export * from './components/mask-input';
export * from './components/menu';
export * from './components/page-header';
export * from './components/password-input';
export * from './components/popover';
export * from './components/select';
export * from './components/skeleton';
export * from './components/spinner';
export * from './components/switch';
export * from './components/text-input';
export * from './components/textarea';
export * from './components/toaster';
export * from './components/tooltip';
