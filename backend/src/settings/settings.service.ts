import { BadRequestException, Injectable, NotFoundException, OnModuleInit } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { ERROR_MESSAGES } from '../common/api-error';
import type { Actor } from '../common/events/actor';
import { DomainEvents } from '../common/events/domain-events';
import { SettingsChanged } from './events/settings-changed';
import { SettingResponseDto } from './dto/setting.dto';
import { SETTING_KEY_NAMES, SETTING_KEYS, SETTING_MESSAGES, SettingValue, isSettingKey, validateSettingsEdit } from './settings-keys';
import { SettingsRepository } from './settings.repository';

/**
 * Runtime settings. The values live in memory (loaded at start, reloaded after every edit and every
 * minute), so the public reads, asked by every page load, never query the database. With several
 * instances an edit shows on the others within a minute (docs/settings.md).
 */
const RELOAD_EVERY_MS = 60_000;

@Injectable()
export class SettingsService implements OnModuleInit {
  private values: Record<string, SettingValue> = defaults();
  private generation = 0;

  constructor(
    private readonly settings: SettingsRepository,
    private readonly events: DomainEvents,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.reload();
  }

  all(): SettingResponseDto[] {
    return SETTING_KEY_NAMES.map((key) => ({ key, value: this.values[key] }));
  }

  get(key: string): SettingResponseDto {
    if (!isSettingKey(key)) throw new NotFoundException(SETTING_MESSAGES.notFound);
    return { key, value: this.values[key] };
  }

  /** Validates the whole list first, then stores it in one transaction; answers the full list. */
  async editMany(body: unknown, actor: Actor & { userId: number }): Promise<SettingResponseDto[]> {
    const entries = parseEntries(body);
    const errors = validateSettingsEdit(this.values, entries);
    if (Object.keys(errors).length) throw new BadRequestException({ message: ERROR_MESSAGES.validation, errors });
    const before = Object.fromEntries(entries.map(({ key }) => [key, this.values[key]]));
    const after = Object.fromEntries(entries.map(({ key, value }) => [key, value]));
    await this.settings.saveMany(entries, actor.userId, (em) => this.events.raise(em, new SettingsChanged(actor, before, after)));
    await this.reload();
    return this.all();
  }

  /** Picks up edits made through another instance. */
  @Interval(RELOAD_EVERY_MS)
  async reload(): Promise<void> {
    // A slow periodic read must not overwrite the values read after a newer edit.
    const generation = ++this.generation;
    const next = defaults();
    for (const row of await this.settings.findAll()) if (isSettingKey(row.key)) next[row.key] = row.value;
    if (generation === this.generation) this.values = next;
  }
}

function defaults(): Record<string, SettingValue> {
  return Object.fromEntries(SETTING_KEY_NAMES.map((key) => [key, SETTING_KEYS[key].defaultValue]));
}

/** The global validation pipe does not look inside a top-level array, so the shape is checked here. */
function parseEntries(body: unknown): Array<{ key: string; value: SettingValue }> {
  if (!Array.isArray(body)) throw new BadRequestException({ message: SETTING_MESSAGES.notArray });
  return body.map((entry, index) => {
    const ok =
      typeof entry === 'object' &&
      entry !== null &&
      !Array.isArray(entry) &&
      Object.keys(entry).every((k) => k === 'key' || k === 'value') &&
      typeof entry.key === 'string' &&
      (entry.value === null || typeof entry.value === 'string');
    if (!ok) throw new BadRequestException({ message: ERROR_MESSAGES.validation, errors: { [String(index)]: SETTING_MESSAGES.badEntry } });
    return { key: entry.key as string, value: entry.value as SettingValue };
  });
}
