import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

// The report wizard's steps as a person takes them, shared by the wizard's journeys (report-wizard.spec.ts,
// report-we-already-know.spec.ts, and the accessibility and HTML-validity walks). Addresses come from the demo register
// (backend/src/database/seeds/demo-address-streets.ts).

export interface Address {
  label: string;
  coordinates: { lng: number; lat: number };
}

export async function statusAt(request: APIRequestContext, point: { lng: number; lat: number }): Promise<string> {
  const res = await request.post('/public/api/call-net/point-electricity-area-status', { data: { lat: point.lat, lng: point.lng } });
  expect(res.status()).toBe(200);
  return (await res.json()).pointElectricityStatus;
}

/** Addresses of the demo register in several districts; each journey takes its own. */
const CANDIDATES = [
  'Hoża 21',
  'Wspólna 41',
  'Piękna 27',
  'Złota 45',
  'Filtrowa 31',
  'Wawelska 21',
  'Banacha 11',
  'Kopińska 15',
  'Białobrzeska 31',
  'Saska 41',
  'Francuska 21',
  'Kinowa 11',
  'Podskarbińska 15',
  'Grochowska 101',
  'Płowiecka 51',
  'Opaczewska 21',
  'Szczęśliwicka 31',
  'Odyńca 41',
  'Racławicka 101',
  'Woronicza 45',
  'Madalińskiego 71',
  'Rakowiecka 35',
  'Chmielna 41',
  'Emilii Plater 23',
  'Grójecka 151',
];
const used = new Set<string>();

/** A demo address inside a service area where no outage is known (so no dialog interrupts). */
export async function quietAddress(request: APIRequestContext): Promise<Address & { search: string }> {
  for (const search of CANDIDATES.filter((c) => !used.has(c))) {
    used.add(search);
    const res = await request.get(`/public/api/geocode/autocomplete?q=${encodeURIComponent(search)}&limit=1`);
    const [found] = (await res.json()) as Address[];
    if (!found) continue;
    const area = await request.post('/public/api/area/get/by-coordinates', { data: found.coordinates });
    if (area.status() === 200 && (await statusAt(request, found.coordinates)) === 'HAS_ELECTRICITY') return { ...found, search };
  }
  throw new Error('no demo address without an outage left');
}

export async function chooseAddress(page: Page, search: string, label: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Adres (ulica i numer domu)' }).fill(search);
  await page.getByRole('option', { name: label }).click();
  await expect(page.getByText(label, { exact: true }).last()).toBeVisible();
}

export async function fillDetails(page: Page, who: { name: string; phone: string; email: string }): Promise<void> {
  await page.getByLabel('Imię i nazwisko').fill(who.name);
  await page.getByLabel('Telefon').fill(who.phone);
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByRole('checkbox', { name: /Wyrażam zgodę/ }).check();
}

/** The ALTCHA widget solves the REPORT challenge in the browser (the journey server runs CAPTCHA_COST=50). */
export async function solveCaptcha(page: Page): Promise<void> {
  await page.getByText('Nie jestem robotem', { exact: true }).click();
  await expect(page.getByRole('button', { name: 'Dalej' })).toBeEnabled({ timeout: 20_000 });
}

export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
/** A Polish mobile number of its own: the server answers 'already registered' to the same phone at the same address. */
export const phone = () => `6${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/**
 * Steps 3 and 4 as a person with no power in the whole flat answers them, then the report sent: `at` is called on each
 * step once it shows (the accessibility and HTML-validity walks check each page there).
 */
export async function answerStepsThreeAndFour(page: Page, at: (step: string) => Promise<void>): Promise<void> {
  await expect(page).toHaveURL(/\/public\/add-report\/3$/);
  await page.getByRole('radio', { name: /Całkowity brak zasilania/ }).check();
  await at('wizard step 3');
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page).toHaveURL(/\/public\/add-report\/4$/);
  await page.getByRole('radio', { name: /W mieszkaniu/ }).check();
  await at('wizard step 4');
  for (const name of [/rachunki/, /bezpieczniki/, /licznik/]) await page.getByRole('checkbox', { name }).check();
  await page
    .getByRole('group', { name: /sąsiedzi i części wspólne/ })
    .getByRole('radio', { name: 'Nie' })
    .check();
  await page.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();
  await expect(page).toHaveURL(/\/public\/add-report\/5/);
  await at('wizard step 5');
}
