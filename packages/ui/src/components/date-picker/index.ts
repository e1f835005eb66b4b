export * from './calendar';
export * as DatePicker from './date-picker';
export * from './date-picker-input';
