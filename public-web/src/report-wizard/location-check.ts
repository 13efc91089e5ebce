import { ApiError } from '../api/client';
import { isExceptedAddress } from '@portal/domain';
import { reportWizardApi, type GeocodedAddress, type LngLat, type PointStatusResponse } from './report-api';
import type { LocationOutage, PickedAddress } from './wizard-state';
import { wizardTexts } from './wizard-texts';

export type LocationValidity = { state: 'checking' } | { state: 'valid' } | { state: 'invalid'; message: string };

export function toPickedAddress(address: GeocodedAddress): PickedAddress {
  return {
    label: address.label,
    street: address.streetType ? `${address.streetType} ${address.street}` : address.street,
    residenceNumber: address.streetNumber ?? '',
    postcode: address.postcode ?? '',
    city: address.city,
    district: address.district,
    coordinates: address.coordinates,
  };
}

/**
 * Spec §5 location rules, §8 area lookup: a full address (street and number) inside a service area and not
 * on the excepted list — unless canAddReportOutsideArea is set. 404 from the area lookup, or any failure,
 * means invalid.
 */
export async function checkLocation(address: PickedAddress, signal?: AbortSignal): Promise<LocationValidity> {
  if (!address.street.trim() || !address.residenceNumber.trim()) return { state: 'invalid', message: wizardTexts.location.houseNumberMissing };
  let outsideAllowed = false;
  try {
    outsideAllowed = await reportWizardApi.canAddReportOutsideArea(signal);
  } catch (error) {
    if ((error as { name?: string }).name === 'AbortError') throw error;
    // Unreadable settings: the strict rule applies.
  }
  if (outsideAllowed) return { state: 'valid' };
  if (isExceptedAddress(address.street, address.residenceNumber)) return { state: 'invalid', message: wizardTexts.location.otherOperator };
  try {
    await reportWizardApi.areaByCoordinates(address.coordinates, signal);
    return { state: 'valid' };
  } catch (error) {
    if ((error as { name?: string }).name === 'AbortError') throw error;
    const outside = error instanceof ApiError && error.status === 404;
    return { state: 'invalid', message: outside ? wizardTexts.location.otherOperator : wizardTexts.location.unexpected };
  }
}

/** The point status as the wizard reads it; a failed check counts as no outage (spec §4). */
export async function outageAt(point: LngLat): Promise<PointStatusResponse | null> {
  try {
    const status = await reportWizardApi.pointStatus(point);
    return status.pointElectricityStatus === 'HAS_ELECTRICITY' ? null : status;
  } catch {
    return null;
  }
}

export function toLocationOutage(status: PointStatusResponse | null): LocationOutage {
  return {
    outageInArea: status !== null,
    isPlanned: status?.pointElectricityStatus === 'PLANNED_OUTAGE',
    inExtensiveArea: status?.pointElectricityStatus === 'EXTENSIVE',
    extensiveAreaDescription: status?.pointElectricityStatus === 'EXTENSIVE' ? (status.description ?? '') : '',
  };
}
