import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The checker itself, from the npm package `vnu-jar` (its own Java download is switched off: allowScripts). */
const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar');

/** One message of the Nu checker's JSON output (`--format json`). */
interface NuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

/**
 * The rendered pages of one journey, checked together by the W3C Nu HTML checker (vnu.jar from the npm package
 * `vnu-jar`, run on the machine's Java: Debian's default-jre-headless). One Java start for all the pages: the
 * checker's start-up costs more than checking a page.
 */
export class RenderedPages {
  private readonly dir = mkdtempSync(join(tmpdir(), 'nu-check-'));
  private readonly names = new Map<string, string>();

  /** Keeps the page's DOM as it is now (after the screen has settled), under the name failures will show. */
  async keep(page: Page, where: string): Promise<void> {
    const file = join(this.dir, `${String(this.names.size).padStart(3, '0')}.html`);
    writeFileSync(file, await page.content());
    this.names.set(file, `${where} (${page.viewportSize()?.width} px)`);
  }

  /** Runs the checker on every kept page and fails, listing each error by page, if it reports any. */
  async expectNoErrors(): Promise<void> {
    try {
      const messages = await nuCheck([...this.names.keys()]);
      const errors = messages.filter((m) => m.type !== 'info' || m.subType === 'fatal');
      // Per page, each message once with how often it came (a table repeats one mistake in every cell).
      const byPage = new Map<string, Map<string, number>>();
      for (const m of errors) {
        const file = m.url ? fileURLToPath(m.url) : '';
        const where = this.names.get(file) ?? (file || 'the checker');
        const line = `    ${m.message}${m.extract ? `\n      ${m.extract.replace(/\s+/g, ' ').trim().slice(0, 200)}` : ''}`;
        const seen = byPage.get(where) ?? new Map<string, number>();
        byPage.set(where, seen.set(line, (seen.get(line) ?? 0) + 1));
      }
      const report = [...byPage]
        .map(([where, lines]) => `  ${where}:\n${[...lines].map(([line, n]) => (n > 1 ? `${line} (${n}×)` : line)).join('\n')}`)
        .join('\n');
      expect(errors.length, `the Nu HTML checker on ${this.names.size} pages:\n${report}\n`).toBe(0);
    } finally {
      rmSync(this.dir, { recursive: true, force: true });
    }
  }
}

/**
 * Runs vnu.jar on the files and returns its messages. Errors only (`--errors-only`: warnings such as "the type
 * attribute is unnecessary" are advice, not invalidity); `--exit-zero-always` because the messages, not the exit
 * code, tell what is wrong.
 */
export async function nuCheck(files: string[]): Promise<NuMessage[]> {
  const args = ['-Xss8m', '-jar', VNU_JAR, '--format', 'json', '--errors-only', '--exit-zero-always', ...files];
  const { stderr } = await promisify(execFile)('java', args, { maxBuffer: 64 * 1024 * 1024 });
  // The checker writes its JSON report to stderr.
  return (JSON.parse(stderr) as { messages: NuMessage[] }).messages;
}
