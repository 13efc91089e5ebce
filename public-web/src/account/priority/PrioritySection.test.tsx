import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerCalls, type ExpectedCall } from '../../../test/api-answers';
import { activateLanguage } from '../../i18n/i18n';
import { ToastProvider } from '../../toast/toast-context';
import { PrioritySection } from './PrioritySection';

const CONSENT = {
  version: '2026-11-24',
  text: 'Wyrażam wyraźną zgodę na przetwarzanie danych o stanie zdrowia (art. 9 ust. 2 lit. a RODO).\n\nZgodę możesz wycofać w każdej chwili.',
};
const ADDRESS = {
  id: 7,
  confirmed: true,
  details: 'ul. Marszałkowska 10, 00-590 Warszawa',
  streetName: 'Marszałkowska',
  houseNumber: '10',
  city: 'Warszawa',
  district: null,
};
const DECLARED = {
  watchedAddressId: 7,
  address: 'ul. Marszałkowska 10, Warszawa',
  equipment: 'OXYGEN',
  equipmentNote: null,
  consentVersion: '2026-11-24',
  declaredAt: '2026-11-24T12:00:00Z',
};
const GIVEN = { watchedAddressId: 7, given: true, source: 'SETTINGS', consentVersion: '2026-11-24', createdAt: '2026-11-24T12:00:00Z' };

const mine = (body: unknown): ExpectedCall => ({ method: 'GET', path: '/public/api/user/priority', body });
const ADDRESSES: ExpectedCall = { method: 'GET', path: '/public/api/user/address', body: [ADDRESS] };

async function open(calls: ExpectedCall[], hasPhone = true) {
  const fake = answerCalls(calls);
  const user = userEvent.setup();
  render(
    <ToastProvider>
      <PrioritySection hasPhone={hasPhone} />
    </ToastProvider>,
  );
  // Nothing about health is read before the person opens the section.
  expect(fake.calls).toEqual([]);
  await user.click(screen.getByRole('button', { name: 'Odbiorca wymagający szczególnej troski' }));
  return { ...fake, user };
}

const save = () => screen.getByRole('button', { name: 'Zapisz deklarację' });
const consent = () => screen.getByRole('checkbox', { name: /Wyrażam zgodę na przetwarzanie danych o stanie zdrowia/ });

describe('PrioritySection', () => {
  it('shows the consent text from the server and saves only with an address, an equipment and the consent ticked', async () => {
    const { user, calls } = await open([
      mine({ consent: CONSENT, declarations: [], history: [] }),
      ADDRESSES,
      { method: 'POST', path: '/public/api/user/priority', status: 201, body: DECLARED },
    ]);
    expect(await screen.findByText(/art\. 9 ust\. 2 lit\. a RODO/)).toBeInTheDocument();
    expect(screen.getByText('Zgodę możesz wycofać w każdej chwili.')).toBeInTheDocument();
    expect(save()).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Adres'), '7');
    await user.selectOptions(screen.getByLabelText('Urządzenie'), 'OXYGEN');
    expect(save()).toBeDisabled(); // no consent yet
    await user.click(consent());
    expect(save()).toBeEnabled();
    await user.click(save());
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        watchedAddressId: 7,
        equipment: 'OXYGEN',
        equipmentNote: null,
        healthDataConsent: true,
        consentVersion: '2026-11-24',
      }),
    );
  });

  it('asks for a short note for "inne" before saving', async () => {
    const { user } = await open([mine({ consent: CONSENT, declarations: [], history: [] }), ADDRESSES]);
    await user.selectOptions(await screen.findByLabelText('Adres'), '7');
    await user.selectOptions(screen.getByLabelText('Urządzenie'), 'OTHER');
    await user.click(consent());
    expect(save()).toBeDisabled();
    expect(screen.getByText('Opisz krótko urządzenie')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Opis urządzenia'), 'pompa infuzyjna');
    expect(save()).toBeEnabled();
    expect(screen.getByLabelText('Opis urządzenia')).toHaveAttribute('maxLength', '100');
  });

  it('shows the declaration and the consent history, and withdraws it', async () => {
    const { user, calls } = await open([
      mine({ consent: CONSENT, declarations: [DECLARED], history: [GIVEN] }),
      ADDRESSES,
      { method: 'DELETE', path: '/public/api/user/priority/7', status: 204 },
    ]);
    // The stored address is shown as written, marked Polish; the device's name is in the page's language.
    const declared = await screen.findByText('ul. Marszałkowska 10, Warszawa');
    expect(declared).toHaveAttribute('lang', 'pl-PL');
    expect(declared.parentElement).toHaveTextContent('ul. Marszałkowska 10, Warszawa — koncentrator tlenu');
    expect(screen.getByText(/udzielona \(w ustawieniach konta\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Wycofaj zgodę i usuń deklarację: ul. Marszałkowska 10, Warszawa' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === '/public/api/user/priority/7')).toBe(true));
    expect(await screen.findByText('Zgoda wycofana, deklaracja usunięta.')).toBeInTheDocument();
  });

  it('sends people without a watched address to "Moje adresy", and warns when no phone is saved', async () => {
    await open([mine({ consent: CONSENT, declarations: [], history: [] }), { ...ADDRESSES, body: [] }], false);
    expect(await screen.findByText('Najpierw dodaj adres w „Moich adresach”.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zapisz deklarację' })).not.toBeInTheDocument();
    expect(screen.getByText('Bez numeru telefonu w ustawieniach konta nie wyślemy SMS-a ani nie zadzwonimy.')).toBeInTheDocument();
  });

  it("shows the server's Polish reason when it refuses", async () => {
    const refusal = {
      statusCode: 400,
      message: 'Treść zgody zmieniła się. Odśwież stronę i przeczytaj ją ponownie.',
      errors: { consentVersion: 'Treść zgody zmieniła się. Odśwież stronę i przeczytaj ją ponownie.' },
    };
    const { user } = await open([
      mine({ consent: CONSENT, declarations: [], history: [] }),
      ADDRESSES,
      { method: 'POST', path: '/public/api/user/priority', status: 400, body: refusal },
    ]);
    await user.selectOptions(await screen.findByLabelText('Adres'), '7');
    await user.selectOptions(screen.getByLabelText('Urządzenie'), 'DIALYSIS');
    await user.click(consent());
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('Treść zgody zmieniła się.');
  });
});

describe('PrioritySection in Ukrainian and English', () => {
  afterEach(() => activateLanguage('pl'));

  async function openIn(language: 'uk' | 'en', title: string, consent = CONSENT) {
    await activateLanguage(language);
    answerCalls([mine({ consent, declarations: [], history: [] }), ADDRESSES]);
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <PrioritySection hasPhone />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: title }));
    return user;
  }

  it('shows the consent translated, the Polish text agreed to one click away and marked Polish', async () => {
    const user = await openIn('uk', 'Споживач, який потребує особливої уваги');
    expect(await screen.findByText(/^Я надаю чітку згоду на обробку даних про стан здоров’я/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Я погоджуюся на обробку даних про стан здоров’я/ })).toBeInTheDocument();
    await user.click(screen.getByText('Юридично обов’язковий текст (польською)'));
    expect(screen.getByText(/^Wyrażam wyraźną zgodę/).closest('[lang]')).toHaveAttribute('lang', 'pl-PL');
  });

  it('shows a version the translation is not of in Polish only, and says so', async () => {
    await openIn('en', 'Customer in need of special care', { ...CONSENT, version: '2027-01-01' });
    expect(await screen.findByText('Text of the consent (in Polish)')).toBeInTheDocument();
    expect(screen.getByText(/^Wyrażam wyraźną zgodę/).closest('[lang]')).toHaveAttribute('lang', 'pl-PL');
    expect(screen.queryByText(/^I give my explicit consent/)).not.toBeInTheDocument();
  });
});
