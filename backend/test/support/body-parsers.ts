import type { Response } from 'supertest';

// supertest buffers only JSON and text/* bodies by itself: these parsers (`.buffer(true).parse(…)`) read any other
// media type — the open feeds' XML, a CSV, a PDF, a workbook.

/** The body as UTF-8 text. */
export const asText = (res: Response, done: (error: Error | null, body: string) => void) => {
  let data = '';
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => (data += chunk));
  res.on('end', () => done(null, data));
};

/** The body's bytes as they came. */
export const binary = (res: Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};
