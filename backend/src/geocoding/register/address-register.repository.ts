import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import type { Bounds } from '../service-area';
import { AddressRecord, streetKey } from './address-record';

/** One address point with its street, as the register's queries return it: a record without the source's identifier. */
export type RegisterAddressRow = Omit<AddressRecord, 'externalId'>;

export interface UpsertCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}

/** The columns of a RegisterAddressRow, from the street alias `s` and the point alias `p`. */
const rowColumns = (s: string) => `${s}.street_type AS "streetType", ${s}.name AS "street", p.house_number AS "houseNumber",
  p.postcode AS "postcode", ${s}.city AS "city", ${s}.district AS "district", p.lng AS "lng", p.lat AS "lat"`;

/** Without '(W)', a street of the Wesoła district comes after the city's street of the same name (issue: '(W)' marks Wesoła). */
const inWesola = (s: string) => `coalesce(lower(${s}.district) IN ('wesoła', 'wesola'), false)`;

/** The numeric part of a house number, for 1, 2, 10 rather than 1, 10, 2. */
const NUMBER_ORDER = `NULLIF(substring(p.house_number from '^[0-9]+'), '')::int`;

/** Similarity below which a misspelt street name is not taken as an address (Wolska/Wołoska score 0.5). */
const GEOCODE_MIN_SIMILARITY = 0.6;

/**
 * The only place that queries the address register. Street names are compared in their geo_normalise() form (the
 * migration's IMMUTABLE wrapper of unaccent), stored in search_name and indexed, so case, diacritics and punctuation
 * never matter; the typed text goes through the same function.
 * Built on an EntityManager so that the import and the demo seeder can run it inside their own transactions.
 */
@Injectable()
export class AddressRegisterRepository {
  constructor(@InjectEntityManager() private readonly em: EntityManager) {}

  /**
   * Inserts new points and updates changed ones, keyed by external id: running the same file twice changes
   * nothing. Within one call a repeated id keeps its last row. Run it inside a transaction.
   */
  async upsert(records: readonly AddressRecord[]): Promise<UpsertCounts> {
    const byId = new Map(records.map((r) => [r.externalId, r]));
    const rows = [...byId.values()];
    if (!rows.length) return { inserted: 0, updated: 0, unchanged: 0 };

    const streets = new Map(rows.map((r) => [streetKey(r), r]));
    const keys = [...streets.keys()];
    const values = [...streets.values()];
    await this.em.query(
      `INSERT INTO address_streets (street_key, street_type, name, city, district, search_name)
       SELECT k, t, n, c, d, geo_normalise(n) FROM unnest($1::varchar[], $2::varchar[], $3::varchar[], $4::varchar[], $5::varchar[]) AS u(k, t, n, c, d)
       ON CONFLICT (street_key) DO UPDATE
         SET street_type = EXCLUDED.street_type, name = EXCLUDED.name, city = EXCLUDED.city, district = EXCLUDED.district,
             search_name = EXCLUDED.search_name
         WHERE (address_streets.street_type, address_streets.name, address_streets.city, address_streets.district)
           IS DISTINCT FROM (EXCLUDED.street_type, EXCLUDED.name, EXCLUDED.city, EXCLUDED.district)`,
      [keys, values.map((r) => r.streetType), values.map((r) => r.street), values.map((r) => r.city), values.map((r) => r.district)],
    );
    const ids: Array<{ id: number; street_key: string }> = await this.em.query(
      'SELECT id, street_key FROM address_streets WHERE street_key = ANY($1::varchar[])',
      [keys],
    );
    const streetIds = new Map(ids.map((s) => [s.street_key, s.id]));

    const written: Array<{ inserted: boolean }> = await this.em.query(
      `INSERT INTO address_points (external_id, street_id, house_number, postcode, lng, lat)
       SELECT * FROM unnest($1::varchar[], $2::int[], $3::varchar[], $4::varchar[], $5::float8[], $6::float8[])
       ON CONFLICT (external_id) DO UPDATE
         SET street_id = EXCLUDED.street_id, house_number = EXCLUDED.house_number, postcode = EXCLUDED.postcode,
             lng = EXCLUDED.lng, lat = EXCLUDED.lat, updated_at = now()
         WHERE (address_points.street_id, address_points.house_number, address_points.postcode, address_points.lng, address_points.lat)
           IS DISTINCT FROM (EXCLUDED.street_id, EXCLUDED.house_number, EXCLUDED.postcode, EXCLUDED.lng, EXCLUDED.lat)
       RETURNING (xmax = 0) AS inserted`,
      [
        rows.map((r) => r.externalId),
        rows.map((r) => streetIds.get(streetKey(r))),
        rows.map((r) => r.houseNumber),
        rows.map((r) => r.postcode),
        rows.map((r) => r.lng),
        rows.map((r) => r.lat),
      ],
    );
    const inserted = written.filter((w) => w.inserted).length;
    const updated = written.length - inserted;
    return { inserted, updated, unchanged: rows.length - written.length };
  }

  /** Streets left without points after points moved to another street; returns how many were removed. */
  async deleteEmptyStreets(): Promise<number> {
    // Wrapped in a SELECT: TypeORM answers a bare DELETE with [rows, count] instead of rows.
    const [row]: Array<{ n: number }> = await this.em.query(
      `WITH deleted AS (DELETE FROM address_streets s WHERE NOT EXISTS (SELECT 1 FROM address_points p WHERE p.street_id = s.id) RETURNING 1)
       SELECT count(*)::int AS n FROM deleted`,
    );
    return row.n;
  }

  /**
   * Autocomplete: points of the streets whose name starts with the text or has a word starting with it — or, only
   * when none does and the text has 4 letters or more, whose name resembles it (a typo); inside `bounds`; with
   * `numberPrefix`, only numbers starting with it. Streets come best first (exact name, prefix, word prefix; or
   * most similar) and each gets an equal share of `limit`, so one long street does not hide the others.
   */
  async autocomplete(
    q: { street: string; numberPrefix: string | null; wesola: boolean; bounds: Bounds; limit: number },
    options: { similar: boolean } = { similar: true },
  ): Promise<RegisterAddressRow[]> {
    // Typos second, and only from 4 letters on: a misspelling is a guess, a prefix is what the person typed.
    let rows = await this.autocompleteOn('prefix', q);
    if (!rows.length && options.similar && q.street.replace(/[^\p{L}\d]/gu, '').length >= 4) rows = await this.autocompleteOn('similar', q);
    const streets = new Set(rows.map((r) => r.streetId)).size;
    const share = Math.max(1, Math.ceil(q.limit / Math.max(1, streets)));
    return rows
      .filter((r) => Number(r.rn) <= share)
      .slice(0, q.limit)
      .map(toRow);
  }

  private autocompleteOn(
    match: 'prefix' | 'similar',
    q: { street: string; numberPrefix: string | null; wesola: boolean; bounds: Bounds; limit: number },
  ): Promise<Array<RegisterAddressRow & { streetId: number; rn: string }>> {
    const streets =
      match === 'prefix'
        ? `SELECT s.*, CASE WHEN s.search_name = geo_normalise($1::text) THEN 0
                            WHEN s.search_name LIKE geo_normalise($1::text) || '%' THEN 1 ELSE 2 END AS rank
           FROM address_streets s
           WHERE (s.search_name LIKE geo_normalise($1::text) || '%' OR s.search_name LIKE '% ' || geo_normalise($1::text) || '%')`
        : `SELECT s.*, s.search_name <-> geo_normalise($1::text) AS rank
           FROM address_streets s
           WHERE s.search_name % geo_normalise($1::text)`;
    // Ordered by `rank` alone first: for 'similar' that is the trigram distance, which the GiST index returns in order.
    return this.em.query(
      `WITH c AS (
         ${streets} ${q.wesola ? `AND ${inWesola('s')}` : ''}
         ORDER BY ${match === 'prefix' ? 'rank' : `s.search_name <-> geo_normalise($1::text)`}, length(s.search_name), s.name, ${inWesola('s')}, s.district NULLS FIRST, s.id
         LIMIT $3
       ), ranked AS (
         SELECT c.id AS "streetId", c.rank, length(c.search_name) AS sort_length, c.name AS sort_name, ${inWesola('c')} AS sort_wesola,
           c.district AS sort_district, ${rowColumns('c')},
           row_number() OVER (PARTITION BY c.id ORDER BY (p.house_number = $2) DESC, ${NUMBER_ORDER}, p.house_number) AS rn
         FROM c JOIN address_points p ON p.street_id = c.id
         WHERE p.lat BETWEEN $4 AND $5 AND p.lng BETWEEN $6 AND $7
           AND ($2::text IS NULL OR p.house_number LIKE $2 || '%')
       )
       SELECT * FROM ranked WHERE rn <= $3
       ORDER BY rank, sort_length, sort_name, sort_wesola, sort_district NULLS FIRST, "streetId", rn`,
      [q.street, q.numberPrefix, q.limit, q.bounds.south, q.bounds.north, q.bounds.west, q.bounds.east],
    );
  }

  /**
   * Geocoding: the point with one of `houseNumbers` (best first) on the street named `street` in `city` —
   * the exact name, or a name ending with it ('Kasprzaka' for 'Marcina Kasprzaka'); failing both, a close misspelling.
   */
  async findAddress(q: {
    street: string;
    streetType: string | null;
    houseNumbers: string[];
    postcode: string | null;
    city: string;
    wesola: boolean;
  }): Promise<RegisterAddressRow | null> {
    return (await this.findAddressOn('name', q)) ?? (await this.findAddressOn('similar', q));
  }

  private async findAddressOn(
    match: 'name' | 'similar',
    q: { street: string; streetType: string | null; houseNumbers: string[]; postcode: string | null; city: string; wesola: boolean },
  ): Promise<RegisterAddressRow | null> {
    const streets =
      match === 'name'
        ? `SELECT s.*, CASE WHEN s.search_name = geo_normalise($1::text) THEN 0 ELSE 1 END AS rank
           FROM address_streets s
           WHERE (s.search_name = geo_normalise($1::text) OR s.search_name LIKE '% ' || geo_normalise($1::text))`
        : `SELECT s.*, s.search_name <-> geo_normalise($1::text) AS rank
           FROM address_streets s
           WHERE s.search_name % geo_normalise($1::text) AND s.search_name <-> geo_normalise($1::text) <= ${1 - GEOCODE_MIN_SIMILARITY}`;
    const rows: RegisterAddressRow[] = await this.em.query(
      `WITH c AS (
         ${streets} AND geo_normalise(s.city) = geo_normalise($2::text) ${q.wesola ? `AND ${inWesola('s')}` : ''}
         ${match === 'similar' ? 'ORDER BY s.search_name <-> geo_normalise($1::text) LIMIT 10' : ''}
       )
       SELECT ${rowColumns('c')}
       FROM c JOIN address_points p ON p.street_id = c.id
       WHERE p.house_number = ANY($3::varchar[])
       ORDER BY c.rank, (c.street_type IS NOT DISTINCT FROM $4) DESC, array_position($3::varchar[], p.house_number),
         (p.postcode IS NOT DISTINCT FROM $5) DESC, ${inWesola('c')}, c.district NULLS FIRST, p.id
       LIMIT 1`,
      [q.street, q.city, q.houseNumbers, q.streetType, q.postcode],
    );
    return rows.length ? toRow(rows[0]) : null;
  }

  /** The point nearest to (lat, lng) inside `box` (an index-friendly first filter), or null. */
  async nearest(lat: number, lng: number, box: Bounds): Promise<RegisterAddressRow | null> {
    // Metres per degree here: an equirectangular distance orders points correctly at this scale.
    const kx = 111_320 * Math.cos((lat * Math.PI) / 180);
    const ky = 111_132;
    const rows: RegisterAddressRow[] = await this.em.query(
      `SELECT ${rowColumns('s')}
       FROM address_points p JOIN address_streets s ON s.id = p.street_id
       WHERE point(p.lng, p.lat) <@ box(point($3, $4), point($5, $6))
       ORDER BY power((p.lng - $2) * $7, 2) + power((p.lat - $1) * $8, 2), p.id
       LIMIT 1`,
      [lat, lng, box.west, box.south, box.east, box.north, kx, ky],
    );
    return rows.length ? toRow(rows[0]) : null;
  }
}

function toRow(r: RegisterAddressRow): RegisterAddressRow {
  return {
    streetType: r.streetType,
    street: r.street,
    houseNumber: r.houseNumber,
    postcode: r.postcode,
    city: r.city,
    district: r.district,
    lng: Number(r.lng),
    lat: Number(r.lat),
  };
}
