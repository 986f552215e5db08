// Test data, by area, with two verbs: `make*` builds through the real API, as a user would;
// `insert*` writes rows straight into the database, for what the API cannot make or a test
// that should not depend on it. The browser tests' own, which act as the signed-in page's user,
// keep the same verbs beside them in tests/e2e/*Support.ts.
export * from './campaigns';
export * from './dispatchLoad';
export * from './documents';
export * from './employees';
export * from './organizations';
export * from './partnerships';
export * from './users';
export * from './collectors';
