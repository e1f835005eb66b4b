export { type CreateAppOptions, createApp, LOGIN_RATE_LIMIT, type TestingOptions } from './app.ts';
export { type Database, type DatabaseHandle, openDatabase } from './db/client.ts';
export { type Env, EnvError, loadEnv } from './env.ts';
export { type RunningServer, type StartServerOptions, startServer } from './server.ts';
