export { and, eq, sql } from 'drizzle-orm';
export * from './client';
export * from './lock';
export * as tables from './schema';
