import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';
import { journeyWorkers } from './support/journey-portals';

/**
 * Browser journeys on Debian's Chromium (never a downloaded browser) against the built app, which
 * global-setup starts on a free port with its own embedded PostgreSQL and demo data.
 */
export default defineConfig({
  testDir: './journeys',
  globalSetup: './support/global-setup.ts',
  // Files are spread over the workers, each with a portal of its own; a file's journeys run in order in one worker.
  fullyParallel: false,
  workers: journeyWorkers(),
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: '../tmp/test-results',
  use: {
    launchOptions: chromiumLaunchOptions,
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromiumLaunchOptions } }],
});
