import type { CDPSession, Page } from '@playwright/test';
import { DEMO, expect, test } from '../support/fixtures';
import { signIn } from '../support/portal-api';
import { expectNoAxeViolations } from '../support/axe';
import { shotPath } from '../support/shots';
import { journeyPortal } from '../support/journey-portals';

const PASSWORD = 'Mocne#Haslo2026';

/**
 * The back office at `localhost`: browsers refuse an IP address as a passkey's domain, and the server's default
 * relying party (no PUBLIC_URL) is http://localhost:PORT, the one origin where plain http counts as secure.
 */
const localOrigin = () => journeyPortal().baseUrl.replace('127.0.0.1', 'localhost');

/** Chromium's DevTools virtual authenticator: a platform authenticator with a fingerprint that always matches. */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

async function passwordStep(page: Page, email: string): Promise<void> {
  await page.goto(`${localOrigin()}/login`);
  await page
    .getByLabel(/e-?mail|login/i)
    .first()
    .fill(email);
  await page.getByLabel(/hasło/i).first().fill(PASSWORD);
  await page.getByRole('button', { name: /zaloguj/i }).click();
}

test('a new administrator enrols a passkey, signs out, and signs in with password and passkey', async ({ page, request }) => {
  test.setTimeout(90_000);
  // A real administrator added on the demo installation: unlike the demo accounts, asked for a second factor.
  const email = `admin.passkey.${Date.now()}@firma.pl`;
  const admin = await signIn(request, '/api/login', DEMO.ADMIN);
  const created = await request.post('/api/user/create', {
    headers: admin.headers,
    data: { systemRole: 'ADMIN', fullName: 'Marta Lewandowska', email, password: PASSWORD },
  });
  expect(created.status()).toBe(201);
  const userId = ((await created.json()) as { id: number }).id;
  const { cdp, authenticatorId } = await virtualAuthenticator(page);

  // Password → enrolment: the passkey offered before the authenticator app's QR code.
  await passwordStep(page, email);
  await expect(page.getByRole('heading', { name: 'Klucz dostępu zamiast aplikacji' })).toBeVisible();
  await expectNoAxeViolations(page, 'passkey enrolment');
  await page.screenshot({ path: shotPath('passkey-enrolment-1280.png'), fullPage: true });
  await page.getByLabel(/Nazwa klucza/).fill('Laptop służbowy');
  await page.getByRole('button', { name: 'Dodaj klucz dostępu i zaloguj' }).click();
  await expect(page).toHaveURL(/\/admin\/users/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0].isResidentCredential).toBe(true);

  // "Moje konto" lists it by the name given.
  await page.goto(`${localOrigin()}/admin/user/profile`);
  await expect(page.getByRole('list', { name: 'Klucze dostępu' }).getByText('Laptop służbowy')).toBeVisible();
  await expectNoAxeViolations(page, 'own passkeys');

  // Signed out through the menu: the server revokes the session.
  await page.getByRole('button', { name: /^Profil/ }).click();
  await page.getByRole('menuitem', { name: 'Wyloguj' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // Password, then the passkey: no code field (the person has no authenticator app).
  await passwordStep(page, email);
  const usePasskey = page.getByRole('button', { name: 'Użyj klucza dostępu' });
  await expect(usePasskey).toBeVisible();
  await expect(page.getByLabel(/Kod weryfikacyjny/)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expectNoAxeViolations(page, 'passkey step');
  await page.screenshot({ path: shotPath('passkey-step-1280.png'), fullPage: true });
  await usePasskey.click();
  await expect(page).toHaveURL(/\/admin\/users/);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).not.toBeNull();
  const after = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(after.credentials[0].signCount).toBeGreaterThanOrEqual(2);

  // The audit trail records both sign-ins with the passkey as the factor.
  const trail = await request.get('/api/audit', { headers: admin.headers, params: { action: 'auth.sign-in.success' } });
  const records = (await trail.json()) as Array<{ actorId: number | null; actorMethod: string | null }>;
  expect(records.filter((r) => r.actorId === userId).map((r) => r.actorMethod)).toEqual(['passkey', 'passkey']);
});
