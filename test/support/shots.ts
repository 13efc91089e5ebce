import { join } from 'node:path';
import { test } from '@playwright/test';

/**
 * Where a journey's screenshot (looked at by hand) goes: `shots/` in this run's output folder — `tmp/test-results/`
 * of the clone that runs, never a path of one machine. Playwright empties that folder when a run starts.
 */
export function shotPath(name: string): string {
  return join(test.info().project.outputDir, 'shots', name);
}
