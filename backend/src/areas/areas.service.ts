import { BadRequestException, Injectable, NotFoundException, OnModuleInit } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { runInWorker, type WorkerBudget } from '../common/worker/run-in-worker';
import { AREA_MESSAGES, containsPoint, inBBox, type BBox, type LatLng, type ParsedArea } from './area-geometry';
import type { AreaFileCheck } from './area-file.task';
import { AreasRepository } from './areas.repository';
import { AreaNameResponseDto, AreaResponseDto, AreaUploadResponseDto } from './dto/area-response.dto';
import type { AreaEntity } from './entities/area.entity';

export interface UploadedAreaFile {
  originalname: string;
  buffer: Buffer;
  size?: number;
}

/**
 * Reading and checking one file runs in a worker with this budget (docs/areas.md "Limits"): a 5 MB file at the
 * vertex limit needs about 0.3 s and 40 MB; a file that needs more is refused, the server is not held up.
 */
export const AREA_FILE_WORKER: WorkerBudget = { timeoutMs: 10_000, maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16 };

/** Other instances pick up an upload made elsewhere within this time (docs/areas.md). */
const RELOAD_EVERY_MS = 60_000;

/**
 * Service areas. They are few and small, so all of them are kept in memory: the public point lookup
 * (asked on every report) does no database query. The copy is loaded at start, after every upload, and
 * every minute so that several instances agree.
 */
@Injectable()
export class AreasService implements OnModuleInit {
  private areas: ReadonlyArray<AreaEntity & { bbox: BBox }> = [];

  constructor(private readonly repository: AreasRepository) {}

  async onModuleInit(): Promise<void> {
    await this.reload();
  }

  @Interval(RELOAD_EVERY_MS)
  async reload(): Promise<void> {
    const rows = await this.repository.findAll();
    this.areas = rows.map((a) => ({ ...a, bbox: { minLng: a.minLng, minLat: a.minLat, maxLng: a.maxLng, maxLat: a.maxLat } }));
  }

  findAll(): AreaResponseDto[] {
    return this.areas.map(AreaResponseDto.from);
  }

  /** Whether an area has this id: from memory, then the database (an upload on another instance within the minute). */
  async exists(id: number): Promise<boolean> {
    return this.areas.some((a) => a.id === id) || (await this.repository.findById(id)) !== null;
  }

  async get(id: number): Promise<AreaResponseDto> {
    const area = await this.repository.findById(id);
    if (!area) throw new NotFoundException(AREA_MESSAGES.notFound);
    return AreaResponseDto.from(area);
  }

  /** The area containing the point (holes excluded), from memory; 404 outside every area (public spec §8). */
  findByPoint(where: LatLng): AreaNameResponseDto {
    const area = this.areas.find((a) => inBBox(a.bbox, where) && containsPoint(a.geometry, where));
    if (!area) throw new NotFoundException(AREA_MESSAGES.outside);
    return { id: area.id, name: area.name };
  }

  async upload(file: UploadedAreaFile | undefined): Promise<AreaUploadResponseDto> {
    const parsed = await this.parse(file);
    const saved = await this.repository.saveAll(parsed);
    await this.reload();
    return { added: saved.added, replaced: saved.replaced, areas: saved.areas.map(AreaResponseDto.from) };
  }

  private async parse(file: UploadedAreaFile | undefined): Promise<ParsedArea[]> {
    const refuse = (message: string) => new BadRequestException({ message, errors: { file: message } });
    if (!file?.buffer) throw refuse(AREA_MESSAGES.noFile);
    if (!/\.geojson$/i.test(file.originalname ?? '')) throw refuse(AREA_MESSAGES.wrongType);
    const outcome = await runInWorker<AreaFileCheck>(require.resolve('./area-file.task'), 'checkAreaFile', file.buffer, AREA_FILE_WORKER);
    if (outcome.kind !== 'done') throw refuse(AREA_MESSAGES.tooComplex);
    if (!outcome.value.ok) throw refuse(outcome.value.message);
    return outcome.value.areas;
  }
}
