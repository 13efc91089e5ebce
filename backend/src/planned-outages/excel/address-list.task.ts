import { AddressListError, readAddressList, type UploadedSpreadsheet } from './address-list.reader';

/** What the import worker answers: the addresses, or the Polish reason the file is refused. */
export type AddressListRead = { ok: true; addresses: string[] } | { ok: false; message: string };

/** Runs in a worker thread (PlannedOutagesService.importAddressList → runInWorker). */
export async function readAddressListTask(file: Omit<UploadedSpreadsheet, 'buffer'> & { buffer: Uint8Array }): Promise<AddressListRead> {
  try {
    const buffer = Buffer.from(file.buffer.buffer, file.buffer.byteOffset, file.buffer.byteLength);
    return { ok: true, addresses: await readAddressList({ ...file, buffer }) };
  } catch (error) {
    if (error instanceof AddressListError) return { ok: false, message: error.message };
    throw error;
  }
}
