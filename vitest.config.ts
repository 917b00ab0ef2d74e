import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** Server tests that are about the embedded engine's data folder: run on PGlite only. */
const PGLITE_ONLY = [
  'tests/server/persistence.test.ts',
  'tests/server/restart.test.ts',
  'tests/server/soak.test.ts',
  'tests/server/outboxCrash.test.ts',
];

/** Server tests about several server instances on one PostgreSQL: run on PostgreSQL only (with TEST_DATABASE_URL). */
const POSTGRES_ONLY = ['tests/server/instances.test.ts', 'tests/server/outboxInstances.test.ts'];

/** With TEST_DATABASE_URL (a PostgreSQL server), the server suite runs a second time on PostgreSQL. */
const postgresProject = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: true as const,
        test: {
          name: 'server-pg',
          include: ['tests/server/**/*.test.ts'],
          exclude: PGLITE_ONLY,
          environment: 'node',
          env: { TEST_ENGINE: 'postgres' },
          testTimeout: 60000,
          hookTimeout: 120000,
        },
      },
    ]
  : [];

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          exclude: POSTGRES_ONLY,
          environment: 'node',
          testTimeout: 60000,
          hookTimeout: 120000,
        },
      },
      ...postgresProject,
      {
        extends: true,
        test: {
          name: 'components',
          include: ['tests/components/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/components/setup.ts'],
          testTimeout: 30000,
        },
      },
    ],
  },
});
