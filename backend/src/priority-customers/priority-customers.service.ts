import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { addressMatchKey } from '@portal/domain';
import type { AuthUser } from '../auth/auth-user';
import { PlannedOutagesService } from '../planned-outages/planned-outages.service';
import type { MyPriorityResponseDto, PriorityDeclarationDto, PriorityDeclarationResponseDto } from './dto/priority-declaration.dto';
import type {
  PriorityCountResponseDto,
  PriorityCustomerResponseDto,
  PriorityListAccessPageResponseDto,
  SearchPriorityAccessesDto,
} from './dto/priority-staff.dto';
import { PRIORITY_CONSENT_TEXT, PRIORITY_CONSENT_VERSION, PRIORITY_ERRORS as E } from './priority-consent';
import { PriorityCustomersRepository } from './priority-customers.repository';

const refuse = (field: string, message: string) => new BadRequestException({ message, errors: { [field]: message } });

/**
 * Priority customers (docs/priority-customers.md): a person's declarations with their own consent, and
 * what staff may see of them — ACCEPTER and CALLCENTER a count per planned outage, CALLCENTER the list (each opening
 * recorded), ADMIN the record of openings. The roles are enforced by the controllers' guards.
 */
@Injectable()
export class PriorityCustomersService {
  constructor(
    private readonly repository: PriorityCustomersRepository,
    private readonly plannedOutages: PlannedOutagesService,
  ) {}

  async mine(user: AuthUser): Promise<MyPriorityResponseDto> {
    const [declarations, history] = await Promise.all([this.repository.declarations(user.id), this.repository.history(user.id)]);
    return { consent: { version: PRIORITY_CONSENT_VERSION, text: PRIORITY_CONSENT_TEXT }, declarations, history };
  }

  /** A first declaration or a change; without the explicit consent to the text in force, nothing is stored. */
  async declare(user: AuthUser, dto: PriorityDeclarationDto): Promise<PriorityDeclarationResponseDto> {
    if (dto.healthDataConsent !== true) throw refuse('healthDataConsent', E.consentRequired);
    if (dto.consentVersion !== PRIORITY_CONSENT_VERSION) throw refuse('consentVersion', E.staleConsent);
    const note = dto.equipment === 'OTHER' ? dto.equipmentNote?.trim() || null : null;
    if (dto.equipment === 'OTHER' && !note) throw refuse('equipmentNote', E.noteRequired);
    if (!(await this.repository.ownAddress(user.id, dto.watchedAddressId))) throw new NotFoundException(E.addressNotFound);
    await this.repository.transaction(async (em) => {
      const newConsent = await this.repository.save(em, {
        userId: user.id,
        watchedAddressId: dto.watchedAddressId,
        equipment: dto.equipment,
        equipmentNote: note,
        consentVersion: PRIORITY_CONSENT_VERSION,
      });
      if (newConsent) await this.repository.recordGiven(em, user.id, dto.watchedAddressId, PRIORITY_CONSENT_VERSION);
    });
    const saved = (await this.repository.declarations(user.id)).find((d) => d.watchedAddressId === dto.watchedAddressId);
    // Deleted between the two statements (the address removed meanwhile): as if it had never been there.
    if (!saved) throw new NotFoundException(E.addressNotFound);
    return saved;
  }

  /** Withdrawing the consent deletes the declaration; the history keeps that it was withdrawn, and when. */
  async withdraw(user: AuthUser, watchedAddressId: number): Promise<void> {
    const removed = await this.repository.transaction((em) => this.repository.remove(em, user.id, watchedAddressId, 'WITHDRAW'));
    if (!removed) throw new NotFoundException(E.declarationNotFound);
  }

  async count(plannedOutageId: number): Promise<PriorityCountResponseDto> {
    return { count: await this.repository.countAffected(await this.matchKeys(plannedOutageId)) };
  }

  async list(plannedOutageId: number, staff: AuthUser): Promise<PriorityCustomerResponseDto[]> {
    const keys = await this.matchKeys(plannedOutageId);
    return this.repository.listAffectedRecorded(keys, { staffUserId: staff.id, plannedOutageId });
  }

  async accesses(dto: SearchPriorityAccessesDto): Promise<PriorityListAccessPageResponseDto> {
    const [items, total] = await this.repository.accesses(dto.limit ?? 25, dto.offset ?? 0);
    return { items, total };
  }

  /** The outage's addresses as the alerts match them (404 for an unknown outage, from the planned-outages module). */
  private async matchKeys(plannedOutageId: number): Promise<string[]> {
    const outage = await this.plannedOutages.get(plannedOutageId);
    return [...new Set(outage.addresses.map((a) => addressMatchKey(a.street, a.streetNumber)).filter((k): k is string => !!k))];
  }
}
