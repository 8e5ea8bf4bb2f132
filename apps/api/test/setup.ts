// Each API test file builds its own app and database with createTestApp (see helpers.ts).
process.env.TZ ??= 'UTC';
