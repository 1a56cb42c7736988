export { appRouter, type AppRouter } from './root';
export { createCallerFactory, toErrorBody } from './trpc';
export type { Context, ApiConfig, RequestMeta, SessionCookieSink } from './context';
