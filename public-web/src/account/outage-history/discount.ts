/**
 * The discount estimate of the outage history page (docs/outage-history.md): § 43 of the tariff regulation (Dz.U. 2022
 * poz. 2505) pays ten times the energy price for every kWh not delivered, the kWh estimated from the same day of the
 * previous week. The page knows neither, so it takes the person's typical daily consumption spread evenly over the
 * day: kWh not delivered ≈ daily kWh / 24 × hours over the limits. An estimate only; the operator sets the amount.
 */
export const DISCOUNT_MULTIPLIER = 10;

/** A Polish decimal ('12,5' or '12.5'); null for anything that is not a non-negative number. */
export function parseDecimal(text: string): number | null {
  const normalised = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(normalised)) return null;
  return Number(normalised);
}

export interface DiscountEstimate {
  kwhNotDelivered: number;
  amount: number;
}

export function estimateDiscount(dailyKwh: number, pricePerKwh: number, hoursOver: number): DiscountEstimate {
  const kwhNotDelivered = (dailyKwh / 24) * Math.max(0, hoursOver);
  return { kwhNotDelivered, amount: DISCOUNT_MULTIPLIER * pricePerKwh * kwhNotDelivered };
}
