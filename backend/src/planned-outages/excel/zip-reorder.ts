import { fromBufferPromise, type Entry } from 'yauzl';

/** What exceljs' streaming reader needs before a sheet so that it can read the sheet straight from the stream. */
const READ_FIRST = ['xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/sharedStrings.xml'];
const WORKSHEET = /^xl\/worksheets\/sheet\d+\.xml$/;

/**
 * The same workbook as a zip whose entries come in reading order: relationships, workbook and shared strings,
 * then the worksheets; other entries (styles, themes, pictures) are left out. Entries are copied packed, as
 * they are (no unpacking here), with sizes in their local headers, which is all a streaming unzip reads.
 * The entries were checked beforehand (address-list.reader.ts checkZip).
 */
export async function zipInReadingOrder(buffer: Buffer, entries: Entry[]): Promise<Buffer> {
  const wanted = [
    ...READ_FIRST.map((name) => entries.find((e) => e.fileName === name)).filter((e): e is Entry => e !== undefined),
    ...entries.filter((e) => WORKSHEET.test(e.fileName)),
  ];
  const zip = await fromBufferPromise(buffer, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false });
  try {
    const parts: Buffer[] = [];
    for (const entry of wanted) {
      const packed: Buffer[] = [];
      for await (const chunk of await zip.openReadStreamPromise(entry, { decompress: false })) packed.push(chunk as Buffer);
      const data = Buffer.concat(packed);
      const name = Buffer.from(entry.fileName, 'utf8');
      const header = Buffer.alloc(30);
      header.writeUInt32LE(0x04034b50, 0);
      header.writeUInt16LE(20, 4);
      header.writeUInt16LE(entry.generalPurposeBitFlag & 0x0800, 6); // keep only "names are UTF-8": sizes are in this header
      header.writeUInt16LE(entry.compressionMethod, 8);
      header.writeUInt32LE(entry.crc32, 14);
      header.writeUInt32LE(data.length, 18);
      header.writeUInt32LE(entry.uncompressedSize, 22);
      header.writeUInt16LE(name.length, 26);
      parts.push(header, name, data);
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    parts.push(end);
    return Buffer.concat(parts);
  } finally {
    zip.close();
  }
}
