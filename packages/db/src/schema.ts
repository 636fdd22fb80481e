import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A browser that has asked for a device id (seed §3 "Device"). */
export const devices = pgTable('devices', {
  id: uuid('id').primaryKey(),
  devicetype: text('devicetype').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
