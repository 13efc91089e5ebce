import { BadRequestException, Injectable, NotFoundException, OnModuleInit } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { buildFeedBody, type FeedBody } from '../common/prepared-body/feed-body';
import { runInWorker, type WorkerBudget } from '../common/worker/run-in-worker';
import { AREA_MESSAGES, containsPoint, countVertices, inBBox, type AreaGeometry, type BBox, type LatLng, type ParsedArea } from '../geo/area-geometry';
import type { AreaFileCheck } from './area-file.task';
import { DISPLAY_VERTICES } from './display-shape';
import { AreasRepository } from './areas.repository';
import { AreasUploaded } from './events/areas-uploaded';
import type { Actor } from '../common/events/actor';
import { DomainEvents } from '../common/events/domain-events';
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
 * Service areas, all kept in memory: the public point lookup (asked on every report) does no database query,
 * and both lists are answered from bodies prepared once per change like the map feeds (JSON, brotli, gzip,
 * ETag; docs/areas.md): an outline of 100,000 positions is megabytes. The copy is loaded at start, after every
 * upload, and whenever the table changed when it is looked at every minute, so that several instances agree.
 */
@Injectable()
export class AreasService implements OnModuleInit {
  private areas: ReadonlyArray<AreaEntity & { bbox: BBox }> = [];
  private version: string | undefined;
  /** The public list's lighter outlines, computed in a worker once per stored outline (id and update time). */
  private readonly display = new Map<number, { updatedAt: number; geometry: AreaGeometry }>();
  private bodies!: { staff: FeedBody; public: FeedBody };

  constructor(
    private readonly repository: AreasRepository,
    private readonly events: DomainEvents,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.reload(true);
  }

  @Interval(RELOAD_EVERY_MS)
  async reload(force = false): Promise<void> {
    const version = await this.repository.version();
    if (!force && version === this.version && this.bodies) return;
    const rows = await this.repository.findAll();
    await this.refreshDisplay(rows);
    const staff = rows.map(AreaResponseDto.from);
    const shown = rows.map((a) => AreaResponseDto.from({ ...a, geometry: this.display.get(a.id)!.geometry }));
    this.bodies = { staff: await buildFeedBody(staff, this.bodies?.staff), public: await buildFeedBody(shown, this.bodies?.public) };
    this.areas = rows.map((a) => ({ ...a, bbox: { minLng: a.minLng, minLat: a.minLat, maxLng: a.maxLng, maxLat: a.maxLat } }));
    this.version = version;
  }

  private async refreshDisplay(rows: AreaEntity[]): Promise<void> {
    const stale = rows.filter((a) => this.display.get(a.id)?.updatedAt !== a.updatedAt.getTime());
    // Outlines within the display budget are shown as they are: no worker for them.
    for (const a of stale.filter((row) => countVertices(row.geometry) <= DISPLAY_VERTICES))
      this.display.set(a.id, { updatedAt: a.updatedAt.getTime(), geometry: a.geometry });
    const heavy = stale.filter((row) => countVertices(row.geometry) > DISPLAY_VERTICES);
    if (heavy.length) {
      const outcome = await runInWorker<AreaGeometry[]>(
        require.resolve('./display-shape'),
        'displayGeometries',
        heavy.map((a) => a.geometry),
        AREA_FILE_WORKER,
      );
      // Out of budget (it never was in tests): the exact outlines are served rather than none.
      heavy.forEach((a, i) => this.display.set(a.id, { updatedAt: a.updatedAt.getTime(), geometry: outcome.kind === 'done' ? outcome.value[i] : a.geometry }));
    }
    const ids = new Set(rows.map((a) => a.id));
    for (const id of this.display.keys()) if (!ids.has(id)) this.display.delete(id);
  }

  /** Every area with its exact outline (staff), prepared. */
  staffBody(): FeedBody {
    return this.bodies.staff;
  }

  /** Every area with outlines simplified for display (public map), prepared. */
  publicBody(): FeedBody {
    return this.bodies.public;
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

  async upload(file: UploadedAreaFile | undefined, actor: Actor = { userId: null, address: null }): Promise<AreaUploadResponseDto> {
    const parsed = await this.parse(file);
    const saved = await this.repository.saveAll(parsed, (em, stored) =>
      this.events.raise(
        em,
        new AreasUploaded(
          actor,
          file?.originalname ?? '',
          stored.areas.map((a, i) => ({ id: a.id, before: stored.previous[i] ?? null, after: { name: a.name, description: a.description } })),
        ),
      ),
    );
    await this.reload(true);
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
