// The database's tables, one module per concern under schema/ (accounts, businesses, team,
// appointments, operations), in that order of dependence: a table references only tables of
// its own module or of one before it. Migrations are generated from this module
// (drizzle.config.ts; `npx drizzle-kit generate`).
export * from './schema/accounts.ts';
export * from './schema/businesses.ts';
export * from './schema/team.ts';
export * from './schema/appointments.ts';
export * from './schema/operations.ts';
export * from './schema/texts.ts';
