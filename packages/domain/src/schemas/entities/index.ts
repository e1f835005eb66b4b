export * from './address.ts';
export * from './calendar.ts';
export * from './classroom.ts';
export * from './common.ts';
export * from './curriculum.ts';
export * from './school-unit.ts';
export * from './student.ts';
export * from './user.ts';
