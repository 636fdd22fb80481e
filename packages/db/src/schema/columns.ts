import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** When a row was made: the database's clock unless the server gives its own. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** A moment, with its time zone. */
export const at = (name: string) => timestamp(name, { withTimezone: true });
/** A row's id, made by the database. */
export const randomId = () => uuid('id').primaryKey().defaultRandom();
