/**
 * The stream names of an OLE compound file (MS-CFB: a legacy .xls, or an encrypted .xlsx) and the bytes of its large
 * streams, read from the sector tables only. SheetJS's CFB.read copies every stream into a JavaScript array first
 * (a 4 MB .xls: 0.7 s and 150 MB of heap), which is what a hostile file would make the server pay before any check.
 * Throws on anything malformed; the caller answers "corrupt".
 */
const END_OF_CHAIN = 0xfffffffe;
const HEADER_FAT_ENTRIES = 109;

export interface CfbDirectory {
  names: string[];
  /** A stream stored in regular sectors (4096 bytes or more); undefined for a small (mini-stream) or missing one. */
  largeStream(name: string): Buffer | undefined;
}

export function readCfbDirectory(file: Buffer): CfbDirectory {
  if (file.length < 512) throw new Error('cfb: too short');
  const sectorSize = 1 << file.readUInt16LE(0x1e);
  if (sectorSize !== 512 && sectorSize !== 4096) throw new Error('cfb: sector size');
  const miniCutoff = file.readUInt32LE(0x38);
  const sectorCount = Math.floor((file.length - sectorSize) / sectorSize);
  const offset = (sector: number) => {
    if (sector >= sectorCount) throw new Error('cfb: sector out of range');
    return (sector + 1) * sectorSize;
  };

  // The FAT's own sectors: 109 in the header, the rest in a chain of DIFAT sectors.
  const fatSectors: number[] = [];
  for (let i = 0; i < HEADER_FAT_ENTRIES; i++) fatSectors.push(file.readUInt32LE(0x4c + 4 * i));
  let difat = file.readUInt32LE(0x44);
  for (let hops = 0; difat !== END_OF_CHAIN && difat < sectorCount; hops++) {
    if (hops > sectorCount) throw new Error('cfb: DIFAT loop');
    const at = offset(difat);
    for (let i = 0; i < sectorSize / 4 - 1; i++) fatSectors.push(file.readUInt32LE(at + 4 * i));
    difat = file.readUInt32LE(at + sectorSize - 4);
  }
  const fatCount = file.readUInt32LE(0x2c);
  const fat = new Uint32Array(fatCount * (sectorSize / 4));
  fatSectors.slice(0, fatCount).forEach((sector, k) => {
    const at = offset(sector);
    for (let i = 0; i < sectorSize / 4; i++) fat[k * (sectorSize / 4) + i] = file.readUInt32LE(at + 4 * i);
  });

  const chain = (start: number): number[] => {
    const sectors: number[] = [];
    for (let s = start; s !== END_OF_CHAIN; s = fat[s]) {
      if (s >= fat.length || sectors.length > sectorCount) throw new Error('cfb: broken chain');
      sectors.push(s);
    }
    return sectors;
  };

  const entries: Array<{ name: string; type: number; start: number; size: number }> = [];
  for (const sector of chain(file.readUInt32LE(0x30))) {
    const at = offset(sector);
    for (let e = 0; e < sectorSize / 128; e++) {
      const base = at + e * 128;
      const nameBytes = file.readUInt16LE(base + 0x40);
      const type = file.readUInt8(base + 0x42);
      if (type === 0 || nameBytes < 2 || nameBytes > 64) continue;
      entries.push({
        name: file.toString('utf16le', base, base + nameBytes - 2),
        type,
        start: file.readUInt32LE(base + 0x74),
        size: file.readUInt32LE(base + 0x78),
      });
    }
  }

  return {
    names: entries.map((e) => e.name),
    largeStream(name) {
      const entry = entries.find((e) => e.type === 2 && e.name === name);
      if (!entry || entry.size < miniCutoff) return undefined;
      const parts = chain(entry.start).map((s) => file.subarray(offset(s), offset(s) + sectorSize));
      const data = Buffer.concat(parts);
      if (data.length < entry.size) throw new Error('cfb: stream shorter than declared');
      return data.subarray(0, entry.size);
    },
  };
}
