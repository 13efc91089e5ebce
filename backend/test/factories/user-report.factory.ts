import { DataSource } from 'typeorm';
import { UserReportEntity } from '../../src/reports/entities/user-report.entity';

let sequence = 0;

/** A user report straight in the database (the wizard's endpoint needs a captcha; the feeds only need rows). */
export async function createUserReport(db: DataSource, at: { lng: number; lat: number }, overrides: Partial<UserReportEntity> = {}): Promise<UserReportEntity> {
  sequence += 1;
  const repo = db.getRepository(UserReportEntity);
  return repo.save(
    repo.create({
      source: 'WEB',
      reportType: 'NO_VOLTAGE',
      city: 'Warszawa',
      district: 'Mokotów',
      streetType: 'ul.',
      streetName: 'Puławska',
      residenceNumber: String(sequence),
      apartmentNumber: null,
      postcode: '02-515',
      reporter: 'Jan Kowalski',
      phoneNumber: '+48600100200',
      email: 'jan.kowalski@example.pl',
      description: 'Brak napięcia w całym mieszkaniu.',
      lng: at.lng,
      lat: at.lat,
      reportedAt: new Date(),
      ...overrides,
    }),
  );
}
