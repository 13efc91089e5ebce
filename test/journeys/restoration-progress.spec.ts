import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { offlineMap as offline } from '../support/offline-map';
import { JOURNEY_INTEGRATION_KEY } from '../support/portal-process';
import { quietAddress, unique } from '../support/report-wizard-steps';
import { shotPath } from '../support/shots';

// "Restoration you can plan around": the outage-management system reports where the crew is and moves its estimate
// twice; a person on a phone (390 px) opens the card of their address and sees the crew, the estimate with its
// confidence, the customers, and that the estimate moved from its first time. An estimate already past is not shown
// as current. No tile server is reachable here: tiles get a one-pixel PNG.

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

const HOUR = 3_600_000;
const onTheHour = (hours: number) => new Date(Math.ceil((Date.now() + hours * HOUR) / HOUR) * HOUR).toISOString();
const warsawTime = (iso: string) => new Intl.DateTimeFormat('pl-PL', { timeZone: 'Europe/Warsaw', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

async function putFailure(request: APIRequestContext, externalId: string, data: Record<string, unknown>) {
  const res = await request.put(`/api/integration/outages/${externalId}`, {
    headers: { 'X-Api-Key': JOURNEY_INTEGRATION_KEY },
    data: { type: 'FAILURE', voltageClass: 'LV', outageCircle: 'SMALL', addressList: [], cause: 'Uszkodzenie kabla nN', ...data },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function openCard(page: Page, search: string) {
  await page.goto('/public');
  await page.getByRole('combobox', { name: 'Szukaj adresu' }).fill(search);
  const option = page.getByRole('option', { name: new RegExp(search) }).first();
  await option.click();
  const card = page.getByRole('region', { name: new RegExp(search) });
  await expect(card.getByText('Potwierdzona awaria', { exact: true })).toBeVisible();
  return card;
}

const valueOf = (card: ReturnType<Page['getByRole']>, label: string) => card.locator('dt', { hasText: label }).first().locator('xpath=following-sibling::dd');

test('the card shows the crew on site and an estimate moved twice; an expired estimate is awaited, not shown', async ({ page, context, request, baseURL }) => {
  const refused = await offline(context, baseURL!);
  const address = await quietAddress(request);
  const id = `JOURNEY-CREW-${unique()}`;
  const start = new Date(Date.now() - HOUR).toISOString();
  const [first, second, third] = [onTheHour(2), onTheHour(3), onTheHour(4)];
  const base = { position: address.coordinates, start };
  await putFailure(request, id, { ...base, end: first, crewStatus: 'ASSIGNED' });
  await putFailure(request, id, { ...base, end: second, crewStatus: 'EN_ROUTE' });
  await putFailure(request, id, { ...base, end: third, crewStatus: 'ON_SITE', endConfidence: 'LOW', customersAffected: 120, customersRestored: 45 });
  // The map's snapshot is rebuilt within 2 s of a write (docs/map-feeds.md).
  await expect
    .poll(async () => (await (await request.get('/public/api/call-net/failures-lv')).json()).some((i: { crewStatus: string }) => i.crewStatus === 'ON_SITE'))
    .toBe(true);

  const card = await openCard(page, address.search);
  await expect(valueOf(card, 'Stan prac')).toHaveText('Ekipa na miejscu');
  await expect(valueOf(card, 'Przewidywane zakończenie')).toHaveText(/\d{2}:\d{2} \(szacunek wstępny\)$/);
  await expect(valueOf(card, 'Odbiorcy bez zasilania')).toHaveText('120 (zasilanie wróciło u 45)');
  const sameDay =
    new Date(first).toLocaleDateString('pl-PL', { timeZone: 'Europe/Warsaw' }) === new Date().toLocaleDateString('pl-PL', { timeZone: 'Europe/Warsaw' });
  await expect(card.getByText(/^Przewidywany koniec przesunięto 2 razy \(pierwotnie /)).toHaveText(
    sameDay ? `Przewidywany koniec przesunięto 2 razy (pierwotnie ${warsawTime(first)})` : /pierwotnie \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}\)$/,
  );
  await expect(card.locator('.address-card-panel__history li')).toHaveCount(2);
  await card.locator('.address-card-panel__history').scrollIntoViewIfNeeded();
  await page.screenshot({ path: shotPath('restoration-card-390.png') });

  // The estimate passes while the power is still off: the card waits for a new one instead of showing the old time.
  await putFailure(request, id, {
    ...base,
    start: new Date(Date.now() - 3 * HOUR).toISOString(),
    end: new Date(Date.now() - HOUR).toISOString(),
    crewStatus: 'RESTORING',
  });
  await expect
    .poll(async () => (await (await request.get('/public/api/call-net/failures-lv')).json()).some((i: { crewStatus: string }) => i.crewStatus === 'RESTORING'))
    .toBe(true);
  const again = await openCard(page, address.search);
  await expect(valueOf(again, 'Przewidywane zakończenie')).toHaveText('Szacowany czas minął — czekamy na nowy');
  await expect(valueOf(again, 'Stan prac')).toHaveText('Trwa przywracanie zasilania');
  await page.screenshot({ path: shotPath('restoration-card-expired-390.png') });

  // The system ends it: the other journeys find the address quiet again.
  const ended = await request.post(`/api/integration/outages/${id}/end`, { headers: { 'X-Api-Key': JOURNEY_INTEGRATION_KEY }, data: {} });
  expect(ended.status()).toBe(200);
  expect(refused).toEqual([]);
});
