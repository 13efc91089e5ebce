import type { PriorityEquipment } from './priority-api';

/** The declaration form as typed: strings until chosen. */
export interface DeclarationForm {
  watchedAddressId: string;
  equipment: PriorityEquipment | '';
  equipmentNote: string;
  consent: boolean;
}

export const EMPTY_DECLARATION: DeclarationForm = { watchedAddressId: '', equipment: '', equipmentNote: '', consent: false };
export const EQUIPMENT: readonly PriorityEquipment[] = ['OXYGEN', 'DIALYSIS', 'VENTILATION', 'OTHER'];
/** As the server's EQUIPMENT_NOTE_MAX. */
export const NOTE_MAX = 100;

/**
 * Saving waits for an address, an equipment, a note for 'inne', and the explicit consent: health data is never sent
 * without it (the server refuses it too).
 */
export function canSubmit(f: DeclarationForm): boolean {
  if (!f.watchedAddressId || !f.equipment || !f.consent) return false;
  if (f.equipment === 'OTHER') return f.equipmentNote.trim().length > 0 && f.equipmentNote.length <= NOTE_MAX;
  return true;
}
