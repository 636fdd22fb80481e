// The database's tables, a file per group (docs/architecture.md); drizzle-kit reads this
// file to write the migrations (drizzle.config.ts).
export * from './accounts';
export * from './auth';
export * from './billing';
export * from './classes';
export * from './facts';
export * from './learning';
