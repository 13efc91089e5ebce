import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { PriorityConsentSource, PriorityEquipment } from './priority-consent';

export interface DeclarationRow {
  watchedAddressId: number;
  address: string;
  equipment: PriorityEquipment;
  equipmentNote: string | null;
  consentVersion: string;
  declaredAt: Date;
}

export interface ConsentEventRow {
  watchedAddressId: number | null;
  given: boolean;
  source: PriorityConsentSource;
  consentVersion: string | null;
  createdAt: Date;
}

export interface PriorityCustomerRow {
  fullName: string;
  phone: string | null;
  address: string;
  equipment: PriorityEquipment;
  equipmentNote: string | null;
}

export interface AccessRow {
  id: number;
  openedAt: Date;
  staffUserId: number;
  staffName: string;
  plannedOutageId: number;
  customers: number;
}

const ADDRESS_LABEL = `concat_ws(', ', concat_ws(' ', w."street_type", w."street_name", w."house_number"), w."city")`;

/**
 * Declarations of live accounts at addresses in an outage's list (keys from addressMatchKey, as the alerts match
 * them: street and house number, the flat never counts). The watched address's alert switch does not matter: the
 * declaration is a request to be called, not an alert setting.
 */
const AFFECTED = `
  FROM "priority_declarations" d
  JOIN "watched_addresses" w ON w."id" = d."watched_address_id"
  JOIN "users" u ON u."id" = d."user_id"
  WHERE NOT u."deleted" AND u."anonymized_at" IS NULL AND (w."match_key" = ANY($1) OR w."match_key_base" = ANY($1))`;

/** The only place that reads or writes the priority tables (migration 1764930000000-priority-customers). */
@Injectable()
export class PriorityCustomersRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** The person's own watched address (another's answers nothing, like a missing one). */
  async ownAddress(userId: number, watchedAddressId: number): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(`SELECT 1 FROM "watched_addresses" WHERE "id" = $1 AND "user_id" = $2`, [watchedAddressId, userId]);
    return rows.length > 0;
  }

  /** Inserts or replaces the declaration; answers whether the consent is new (a first declaration, or another text version). */
  async save(
    em: EntityManager,
    d: { userId: number; watchedAddressId: number; equipment: PriorityEquipment; equipmentNote: string | null; consentVersion: string },
  ): Promise<boolean> {
    const [before]: Array<{ consentVersion: string }> = await em.query(
      `SELECT "consent_version" AS "consentVersion" FROM "priority_declarations" WHERE "watched_address_id" = $1 FOR UPDATE`,
      [d.watchedAddressId],
    );
    await em.query(
      `INSERT INTO "priority_declarations" ("user_id", "watched_address_id", "equipment", "equipment_note", "consent_version")
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT ("watched_address_id") DO UPDATE SET "equipment" = EXCLUDED."equipment", "equipment_note" = EXCLUDED."equipment_note",
         "consent_version" = EXCLUDED."consent_version", "updated_at" = now()`,
      [d.userId, d.watchedAddressId, d.equipment, d.equipmentNote, d.consentVersion],
    );
    return before?.consentVersion !== d.consentVersion;
  }

  async recordGiven(em: EntityManager, userId: number, watchedAddressId: number, consentVersion: string): Promise<void> {
    await em.query(
      `INSERT INTO "priority_consent_events" ("user_id", "watched_address_id", "given", "source", "consent_version") VALUES ($1, $2, true, 'SETTINGS', $3)`,
      [userId, watchedAddressId, consentVersion],
    );
  }

  /** Deletes the declaration; the table's trigger records the withdrawal with this source. Answers whether there was one. */
  async remove(em: EntityManager, userId: number, watchedAddressId: number, source: PriorityConsentSource): Promise<boolean> {
    await em.query(`SELECT set_config('portal.priority_source', $1, true)`, [source]);
    // A CTE: TypeORM answers a bare DELETE … RETURNING with [rows, count], never an empty list.
    const [gone]: Array<{ n: number }> = await em.query(
      `WITH gone AS (DELETE FROM "priority_declarations" WHERE "user_id" = $1 AND "watched_address_id" = $2 RETURNING "id") SELECT count(*)::int AS "n" FROM gone`,
      [userId, watchedAddressId],
    );
    return gone.n > 0;
  }

  declarations(userId: number): Promise<DeclarationRow[]> {
    return this.dataSource.query(
      `SELECT d."watched_address_id" AS "watchedAddressId", ${ADDRESS_LABEL} AS "address", d."equipment", d."equipment_note" AS "equipmentNote",
              d."consent_version" AS "consentVersion", d."updated_at" AS "declaredAt"
       FROM "priority_declarations" d JOIN "watched_addresses" w ON w."id" = d."watched_address_id"
       WHERE d."user_id" = $1 ORDER BY d."id"`,
      [userId],
    );
  }

  history(userId: number): Promise<ConsentEventRow[]> {
    return this.dataSource.query(
      `SELECT "watched_address_id" AS "watchedAddressId", "given", "source", "consent_version" AS "consentVersion", "created_at" AS "createdAt"
       FROM "priority_consent_events" WHERE "user_id" = $1 ORDER BY "created_at", "id"`,
      [userId],
    );
  }

  async countAffected(matchKeys: readonly string[]): Promise<number> {
    if (!matchKeys.length) return 0;
    const [row]: Array<{ n: number }> = await this.dataSource.query(`SELECT count(*)::int AS "n" ${AFFECTED}`, [matchKeys]);
    return row.n;
  }

  /** The list and its access record in one transaction: nobody sees the list without the record being written. */
  listAffectedRecorded(matchKeys: readonly string[], access: { staffUserId: number; plannedOutageId: number }): Promise<PriorityCustomerRow[]> {
    return this.transaction(async (em) => {
      const rows: PriorityCustomerRow[] = matchKeys.length
        ? await em.query(
            `SELECT u."full_name" AS "fullName", nullif(u."phone", '') AS "phone", ${ADDRESS_LABEL} AS "address", d."equipment", d."equipment_note" AS "equipmentNote"
             ${AFFECTED} ORDER BY w."street_name", w."house_number", u."full_name"`,
            [matchKeys],
          )
        : [];
      await em.query(`INSERT INTO "priority_list_accesses" ("staff_user_id", "planned_outage_id", "customers") VALUES ($1, $2, $3)`, [
        access.staffUserId,
        access.plannedOutageId,
        rows.length,
      ]);
      return rows;
    });
  }

  async accesses(limit: number, offset: number): Promise<[AccessRow[], number]> {
    const rows: AccessRow[] = await this.dataSource.query(
      `SELECT a."id", a."created_at" AS "openedAt", a."staff_user_id" AS "staffUserId", u."full_name" AS "staffName", a."planned_outage_id" AS "plannedOutageId", a."customers"
       FROM "priority_list_accesses" a JOIN "users" u ON u."id" = a."staff_user_id" ORDER BY a."created_at" DESC, a."id" DESC LIMIT $1 OFFSET $2`,
      [limit, offset],
    );
    const [count]: Array<{ n: number }> = await this.dataSource.query(`SELECT count(*)::int AS "n" FROM "priority_list_accesses"`);
    return [rows, count.n];
  }
}
