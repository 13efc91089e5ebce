import { EMPTY_WIZARD, WIZARD_STORAGE_KEY, type WizardState } from './wizard-state';

// The wizard's state as component tests seed it (report-wizard/ReportWizard.test.tsx, offline/offline-report.test.tsx).

export const TEST_DETAILS = {
  street: 'ul. Marszałkowska',
  residenceNumber: '10',
  apartmentNumber: '4',
  postcode: '00-590',
  city: 'Warszawa',
  reporter: 'Jan Kowalski',
  dialCode: '+48',
  phone: '600100200',
  email: 'jan@example.pl',
  dataProtectionConsent: true,
};

/** Puts a wizard state in the session, as a reload would find it. */
export function seedWizard(state: Partial<WizardState>): void {
  window.sessionStorage.setItem(WIZARD_STORAGE_KEY, JSON.stringify({ ...EMPTY_WIZARD, ...state }));
}

/** A wizard that reached step 4: details, a fresh captcha, the description chosen, every check answered. */
export const seedCheckStep = (extra: Partial<WizardState> = {}): void =>
  seedWizard({
    details: { values: TEST_DETAILS, district: 'Śródmieście', coordinates: { lng: 21.0196, lat: 52.2142 }, outageStart: null },
    captcha: { token: 'captcha-solution', solvedAt: Date.now() },
    reportType: 'NO_VOLTAGE',
    check: { building: 'FLAT', invoicesPaid: true, fusesChecked: true, meterChecked: true, neighboursHaveLight: false },
    ...extra,
  });
