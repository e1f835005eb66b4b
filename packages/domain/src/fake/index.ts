export * from './faker.ts';
export * from './pt-br-data.ts';
