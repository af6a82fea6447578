import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const serverTests = ['src/server/**/*.test.ts'];

/**
 * Shared and server code in Node (SQLite, live channel in memory), the learning bench's models in
 * Node, client code in jsdom, and,
 * when TEST_DATABASE_URL names a PostgreSQL admin connection, every server test again on
 * PostgreSQL with Redis (TEST_REDIS_URL, by default the local one), as several processes run,
 * together with the tests of several processes (*.scaled.test.ts).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/shared/**/*.test.ts', ...serverTests, 'scripts/**/*.test.ts'],
          // Several processes sharing a live channel need Redis: the scaled project runs them.
          exclude: ['**/*.scaled.test.ts', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'bench',
          environment: 'node',
          include: ['bench/learning/**/*.test.ts'],
        },
      },
      ...(process.env['TEST_DATABASE_URL']
        ? [
            {
              test: {
                name: 'server-scaled',
                environment: 'node',
                include: serverTests,
                env: {
                  TEST_BACKEND: 'scaled',
                  TEST_REDIS_URL: process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379',
                },
              },
            },
          ]
        : []),
      {
        plugins: [react()],
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['src/client/test-setup.ts'],
        },
      },
    ],
  },
});
