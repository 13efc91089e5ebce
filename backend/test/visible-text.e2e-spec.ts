import { hiddenTextMessage } from '@portal/domain';
import { MARSZALKOWSKA } from './factories/outage-addresses';
import { plannedOutageForm } from './factories/planned-outage-form';
import { createUser, tokenFor } from './factories/user.factory';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Text that other people read refuses invisible, direction and control characters with a Polish 400 naming the field
 * (common/visible-text.ts, the rule in @portal/domain). One character of each kind, at each place a person types such
 * text.
 */
const HIDDEN = {
  'a right-to-left override': '\u202E',
  'a left-to-right isolate': '\u2066',
  'a right-to-left mark': '\u200F',
  'a zero-width space': '\u200B',
  'a zero-width joiner': '\u200D',
  'a byte order mark': '\uFEFF',
  'an escape (C0 control)': '\u001B',
  'a C1 control': '\u0085',
};

type Answer = { status: number; body: { message: string; errors?: Record<string, string> } };

describe('text that others read refuses hidden characters', () => {
  let t: TestApp;
  let dispatcher: Record<string, string>;
  let admin: Record<string, string>;
  let resident: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    dispatcher = { Authorization: `Bearer ${await tokenFor(t.http, (await createUser(t.db, { systemRole: 'DISPATCHER' })).email)}` };
    admin = { Authorization: `Bearer ${await tokenFor(t.http, (await createUser(t.db, { systemRole: 'ADMIN' })).email)}` };
    resident = { Authorization: `Bearer ${await tokenFor(t.http, (await createUser(t.db, { systemRole: 'PUBLIC' })).email)}` };
  });
  afterAll(() => t.close());

  const outage = (over: Record<string, unknown>) => t.http().post('/api/planned-outage/add').set(dispatcher).send(plannedOutageForm(over));
  const address = (over: Record<string, unknown>) => outage({ addresses: [{ ...MARSZALKOWSKA, ...over }] });
  const report = (over: Record<string, unknown>) => t.http().post('/public/api/call-net/report').send(over);

  /** [place, send text in the field, the field's key in `errors`, its label in the message] */
  const places: Array<[string, (text: string) => Promise<Answer>, string, string, string[]?]> = [
    ['planned outage comment', (text) => outage({ comment: text }), 'comment', 'Prace do wykonania'],
    ['planned outage task number', (text) => outage({ taskNumber: text }), 'taskNumber', 'Nr zadania SAP/CallNet'],
    // The BOM is whitespace to JavaScript: the field's own rule (Trim) turns it into a space first (test below).
    ['planned outage address', (text) => address({ nonFormattedAddress: text }), 'addresses.0.nonFormattedAddress', 'Adres', ['\uFEFF']],
    ['planned outage city', (text) => address({ city: text }), 'addresses.0.city', 'Miejscowość'],
    ['planned outage street', (text) => address({ street: text }), 'addresses.0.street', 'Ulica'],
    ['planned outage house number', (text) => address({ streetNumber: text }), 'addresses.0.streetNumber', 'Numer'],
    ['planned outage district', (text) => address({ district: text }), 'addresses.0.district', 'Dzielnica'],
    ['report city', (text) => report({ city: text }), 'city', 'Miejscowość'],
    ['report street', (text) => report({ street: text }), 'street', 'Ulica'],
    ['report house number', (text) => report({ residenceNumber: text }), 'residenceNumber', 'Numer domu'],
    ['report apartment', (text) => report({ apartmentNumber: text }), 'apartmentNumber', 'Numer mieszkania'],
    ['report district', (text) => report({ district: text }), 'district', 'Dzielnica'],
    ['report name', (text) => report({ reporter: text }), 'reporter', 'Imię i nazwisko'],
    [
      'staff user name',
      (text) => t.http().post('/api/user/create').set(admin).send({ systemRole: 'DISPATCHER', fullName: text, email: 'nowy@demo.local' }),
      'fullName',
      'Imię i nazwisko',
    ],
    ['registration name', (text) => t.http().post('/public/api/register').send({ fullName: text }), 'fullName', 'Imię i nazwisko'],
    ['account settings name', (text) => t.http().post('/public/api/user/update').set(resident).send({ fullName: text }), 'fullName', 'Imię i nazwisko'],
    [
      'priority equipment note',
      (text) => t.http().post('/public/api/user/priority').set(resident).send({ equipment: 'OTHER', equipmentNote: text }),
      'equipmentNote',
      'Opis urządzenia',
    ],
  ];

  describe.each(places)('%s', (_place, send, field, label, collapsed = []) => {
    it.each(Object.entries(HIDDEN).filter(([, c]) => !collapsed.includes(c)))('refuses %s with a Polish 400 naming the field', async (_name, character) => {
      const res = await send(`Prace${character}12`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Niepoprawne dane');
      expect(res.body.errors?.[field]).toBe(hiddenTextMessage(label));
    });
  });

  it('keeps line breaks and tabs in a multi-line comment, and letters and symbols of any script', async () => {
    const res = await outage({ comment: 'Wymiana złącza\n\t– ul. Żółta 5, Київ ⚡' }).expect(201);
    const saved = await t.http().get(`/api/planned-outage/get/${res.body.id}`).set(dispatcher).expect(200);
    expect(saved.body.comment).toBe('Wymiana złącza\n\t– ul. Żółta 5, Київ ⚡');
  });

  it('turns a byte order mark in the one-line address into a space, as every whitespace there', async () => {
    const res = await address({ nonFormattedAddress: 'ul. Marszałkowska\uFEFF10, Warszawa' }).expect(201);
    const saved = await t.http().get(`/api/planned-outage/get/${res.body.id}`).set(dispatcher).expect(200);
    expect(saved.body.addresses[0].nonFormattedAddress).toBe('ul. Marszałkowska 10, Warszawa');
  });

  it('refuses a line break in a one-line field', async () => {
    const res = await address({ city: 'War\nszawa' }).expect(400);
    expect(res.body.errors).toEqual({ 'addresses.0.city': hiddenTextMessage('Miejscowość') });
  });

  it('stores nothing refused', async () => {
    const stored: Array<{ comment: string | null }> = await t.db.query(`SELECT "comment" FROM "planned_outages"`);
    // eslint-disable-next-line no-control-regex -- looking for the control characters sent above
    expect(stored.filter((o) => /[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF\u001B\u0085]/.test(o.comment ?? ''))).toEqual([]);
  });
});
