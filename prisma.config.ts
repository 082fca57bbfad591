import { defineConfig } from 'prisma/config';

// The URL is only needed by Prisma CLI commands that talk to a database; `generate` works without one.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? '' },
});
