import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { type OidcTestProvider, startOidcProvider } from '../../backend/test/support/oidc-test-provider';
import { freePort, startPortal, type PortalProcess } from '../support/portal-process';

const PASSWORD = 'Dostawca#2026';

/**
 * A staff member signs in through the operator's OpenID provider: the back office's button, the provider's own login
 * page (a real oidc-provider), and back into the role's landing page. This journey needs a server configured for single
 * sign-on, so it starts its own.
 */
test.describe('staff single sign-on through the operator’s provider', () => {
  test.describe.configure({ mode: 'serial' });
  let dataDir: string;
  let provider: OidcTestProvider;
  let portal: PortalProcess;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const port = await freePort();
    const redirect = `http://127.0.0.1:${port}/api/sso/callback`;
    provider = await startOidcProvider({
      accounts: {
        'anna.admin@operator.test': { password: PASSWORD, name: 'Anna Administratorka', groups: ['portal-admins'] },
        'olga.marketing@operator.test': { password: PASSWORD, name: 'Olga Marketing', groups: ['marketing'] },
      },
      clients: [{ client_id: 'portal-awarii', client_secret: 'journey-client-secret-0123456789', redirect_uris: [redirect] }],
    });
    dataDir = mkdtempSync(join(tmpdir(), 'portal-sso-data-'));
    portal = await startPortal({
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_DB_PORT: String(await freePort()),
      DEMO_DATA: 'false',
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: 'portal-awarii',
      OIDC_CLIENT_SECRET: 'journey-client-secret-0123456789',
      OIDC_REDIRECT_URL: redirect,
      OIDC_SCOPES: 'openid email profile groups',
      OIDC_ROLE_MAP: 'portal-admins:ADMIN,portal-dispatch:DISPATCHER',
      OIDC_PROVIDER_NAME: 'Konto Operatora',
    });
  });
  test.afterAll(async () => {
    await portal?.stop();
    await provider?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  async function throughProvider(page: import('@playwright/test').Page, login: string): Promise<void> {
    await page.goto(`${portal.baseUrl}/login`);
    // Beside the password form: the operator did not switch staff passwords off.
    await expect(page.getByLabel(/Login \(e-mail\)/)).toBeVisible();
    await page.getByRole('link', { name: 'Zaloguj przez Konto Operatora' }).click();
    await expect(page.getByRole('heading', { name: 'Logowanie u dostawcy tożsamości' })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(provider.issuer);
    await page.getByLabel('Login').fill(login);
    await page.getByLabel('Hasło').fill(PASSWORD);
    await page.getByRole('button', { name: 'Zaloguj u dostawcy' }).click();
  }

  test('an administrator signs in at the provider and lands on the users list', async ({ page }) => {
    await throughProvider(page, 'anna.admin@operator.test');
    await expect(page).toHaveURL(`${portal.baseUrl}/admin/users`);
    await expect(page.getByRole('heading', { name: 'Użytkownicy', exact: true }).first()).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('role'), localStorage.getItem('email')])).toEqual(['ADMIN', 'anna.admin@operator.test']);
    // The session cookies of the sign-in are gone once used.
    const cookies = (await page.context().cookies(portal.baseUrl)).map((c) => c.name);
    expect(cookies.filter((n) => n.startsWith('portal_sso'))).toEqual([]);
  });

  test('a person in no mapped group reads a Polish refusal and gets no session', async ({ page }) => {
    const answers: number[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/api/sso/callback')) answers.push(r.status());
    });
    await throughProvider(page, 'olga.marketing@operator.test');
    await expect(page.getByRole('heading', { name: 'Logowanie nieudane' })).toBeVisible();
    await expect(page.getByText('nie należy do żadnej grupy z dostępem do panelu pracownika')).toBeVisible();
    expect(answers).toEqual([403]);
    await page.getByRole('link', { name: 'Wróć do strony logowania' }).click();
    await expect(page).toHaveURL(`${portal.baseUrl}/login`);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
