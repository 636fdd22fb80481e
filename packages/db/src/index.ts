export { and, count, eq, gt, inArray, lt, ne, or, sql } from 'drizzle-orm';
export * from './client';
export * from './lock';
export * as tables from './schema';
