import { AreaFileError, parseAreaFile, type ParsedArea } from '../geo/area-geometry';

/** What the upload worker answers: the areas, or the Polish reason the file is refused. */
export type AreaFileCheck = { ok: true; areas: ParsedArea[] } | { ok: false; message: string };

/** Runs in a worker thread (AreasService.upload → runInWorker): the whole read and check of one uploaded file. */
export function checkAreaFile(content: Uint8Array): AreaFileCheck {
  try {
    return { ok: true, areas: parseAreaFile(Buffer.from(content.buffer, content.byteOffset, content.byteLength)) };
  } catch (error) {
    if (error instanceof AreaFileError) return { ok: false, message: error.message };
    throw error;
  }
}
