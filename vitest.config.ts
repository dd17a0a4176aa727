import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts', 'lint/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'e2e/**'],
    // The publisher's contact (docs/print.md): the tests check that it is printed where it belongs.
    env: { CONTACT_URL: 'https://example.org/no-bid/contact' },
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
