export {
  and,
  asc,
  between,
  type Column,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  min,
  ne,
  notInArray,
  or,
  type Placeholder,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
export * from './client';
export * from './lock';
export * from './migrate';
export * from './prepared';
export * from './read-together';
export * as tables from './schema';
