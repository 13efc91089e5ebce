import { BadRequestException, ForbiddenException, UnprocessableEntityException } from '@nestjs/common';
import type { CaptchaAction, CaptchaVerdict } from '../captcha/captcha.service';
import { CaptchaService } from '../captcha/captcha.service';
import type { AppConfig } from '../config/app-config';
import { DomainEvents } from '../common/events/domain-events';
import { ReportStored } from './events/report.events';
import type { CreateUserReportDto } from './dto/create-user-report.dto';
import type { ReportLocationService } from './report-location.service';
import type { KeyedReport } from './report-replay';
import type { NewUserReport, RecentReport, UserReportsRepository } from './user-reports.repository';
import { UserReportsService } from './user-reports.service';

class FakeCaptcha extends CaptchaService {
  verdict: CaptchaVerdict = { ok: true };
  readonly calls: CaptchaAction[] = [];
  async verify(_token: string | null | undefined, action: CaptchaAction): Promise<CaptchaVerdict> {
    this.calls.push(action);
    return this.verdict;
  }
}

const dto = (overrides: Partial<CreateUserReportDto> = {}): CreateUserReportDto => ({
  city: 'Warszawa',
  street: 'al. Jerozolimskie',
  residenceNumber: '65',
  reporter: 'Jan Kowalski',
  phoneNumber: '+48600100200',
  email: 'jan@example.pl',
  coordinateX: 21.0,
  coordinateY: 52.2,
  reportType: 'LIMITED_VOLTAGE',
  checkAnswers: { building: 'FLAT', electricianConfirmed: true },
  recaptchaToken: 'token',
  dataProtectionConsent: true,
  ...overrides,
});

const config = {
  auth: { jwtSecret: 's'.repeat(40) },
  reports: { duplicateWindowMinutes: 120, rateLimit: 2, rateWindowMinutes: 10, personalDataDays: 90 },
} as AppConfig;

describe('UserReportsService', () => {
  let captcha: FakeCaptcha;
  let stored: NewUserReport[];
  let byKey: Map<string, KeyedReport>;
  let recent: RecentReport[];
  let clientCount: number;
  let refresh: jest.Mock;
  let sut: UserReportsService;

  beforeEach(() => {
    captcha = new FakeCaptcha();
    stored = [];
    byKey = new Map();
    recent = [];
    clientCount = 0;
    refresh = jest.fn(async () => undefined);
    const repository = {
      insert: async (values: NewUserReport) => {
        stored.push(values);
        if (values.idempotencyKey) {
          const { clientHash, idempotencyDigest: requestDigest } = values;
          byKey.set(values.idempotencyKey, { id: stored.length, requestDigest, clientHash });
        }
        return stored.length;
      },
      findByIdempotencyKey: async (key: string) => byKey.get(key) ?? null,
      recentByContact: async () => recent,
      countByClient: async () => clientCount,
    } as unknown as UserReportsRepository;
    const location = {
      assertServed: () => 3,
      locate: () => ({ planned: null, extensive: null, failure: null }),
    } as unknown as ReportLocationService;
    // The map feed refreshes on ReportStored, as MapFeedListeners wires it.
    const events = new DomainEvents();
    events.onCommitted(ReportStored, refresh);
    sut = new UserReportsService(repository, location, captcha, events, config);
  });

  const client = { ip: '203.0.113.5', user: null, idempotencyKey: undefined };

  it('stores the report with its split street, built description, area and client hash, then refreshes the map', async () => {
    expect(await sut.submit(dto(), client)).toEqual({ id: 1, status: 'CREATED' });
    expect(captcha.calls).toEqual(['REPORT']);
    expect(stored[0]).toEqual(
      expect.objectContaining({
        source: 'WEB',
        reportType: 'LIMITED_VOLTAGE',
        streetType: 'al.',
        streetName: 'Jerozolimskie',
        areaId: 3,
        userId: null,
        description: 'Częściowy brak zasilania. Zgłoszenie dotyczy mieszkania. Elektryk potwierdził, że instalacja odbiorcy jest sprawna.',
        clientHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      }),
    );
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('refuses incomplete check answers before the captcha is spent', async () => {
    const error = await sut.submit(dto({ checkAnswers: { building: 'HOUSE', electricianConfirmed: true } }), client).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadRequestException);
    expect((error as BadRequestException).getResponse()).toEqual({
      message: 'Niepoprawne dane',
      errors: { 'checkAnswers.supplyType': 'Wybierz jedną odpowiedź' },
    });
    expect(captcha.calls).toEqual([]);
  });

  it('answers 403 for a refused captcha and stores nothing', async () => {
    captcha.verdict = { ok: false, reason: 'invalid' };
    await expect(sut.submit(dto(), client)).rejects.toBeInstanceOf(ForbiddenException);
    expect(stored).toEqual([]);
  });

  it('answers the same request under a known Idempotency-Key with the stored id without asking the captcha', async () => {
    const keyed = { ...client, idempotencyKey: 'key-12345678' };
    expect(await sut.submit(dto(), keyed)).toEqual({ id: 1, status: 'CREATED' });
    expect(await sut.submit(dto({ recaptchaToken: 'spent or new' }), keyed)).toEqual({ id: 1, status: 'CREATED' });
    expect(captcha.calls).toEqual(['REPORT']);
    expect(stored).toHaveLength(1);
  });

  it('refuses another body or client under a used Idempotency-Key with 422, without its answer or the captcha', async () => {
    const keyed = { ...client, idempotencyKey: 'key-12345678' };
    await sut.submit(dto(), keyed);
    const others = [sut.submit(dto({ residenceNumber: '66' }), keyed), sut.submit(dto(), { ...keyed, ip: '198.51.100.7' })];
    for (const other of others) {
      const error = await other.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(UnprocessableEntityException);
      expect((error as UnprocessableEntityException).getResponse()).toEqual({
        message: 'Ten klucz Idempotency-Key został już użyty dla innego zgłoszenia. Wyślij zgłoszenie ponownie z nowym kluczem.',
        errors: { 'Idempotency-Key': 'Ten klucz Idempotency-Key został już użyty dla innego zgłoszenia. Wyślij zgłoszenie ponownie z nowym kluczem.' },
      });
    }
    expect(captcha.calls).toEqual(['REPORT']);
    expect(stored).toHaveLength(1);
  });

  it('answers ALREADY_REGISTERED for the same address written differently', async () => {
    recent = [{ id: 9, streetName: 'Jerozolimskie', residenceNumber: ' 65 ', idempotencyKey: null }];
    expect(await sut.submit(dto({ street: 'Aleje Jerozolimskie' }), client)).toEqual({ id: 9, status: 'ALREADY_REGISTERED' });
    expect(stored).toEqual([]);
  });

  it('refuses when the client reached the limit', async () => {
    clientCount = 2;
    await expect(sut.submit(dto(), client)).rejects.toBeInstanceOf(ForbiddenException);
    expect(stored).toEqual([]);
  });

  it('links only a PUBLIC account', async () => {
    await sut.submit(dto(), { ...client, user: { id: 5, role: 'PUBLIC', fullName: 'X', email: 'x@example.pl' } });
    await sut.submit(dto(), { ...client, user: { id: 6, role: 'CALLCENTER', fullName: 'Y', email: 'y@example.pl' } });
    expect(stored.map((s) => s.userId)).toEqual([5, null]);
  });

  it('answers CREATED even when the map refresh fails', async () => {
    refresh.mockRejectedValue(new Error('snapshot down'));
    expect(await sut.submit(dto(), client)).toEqual({ id: 1, status: 'CREATED' });
  });
});
