import { ApiProperty } from '@nestjs/swagger';
import type { AddressYear, HistoryEntry, HistoryKind } from '../address-history';
import { discountHours, type ClassYearFigures, type LongInterruption } from '../interruption-time';

const round2 = (h: number) => Math.round(h * 100) / 100;

export class InterruptionResponseDto {
  @ApiProperty({ enum: ['PLANNED', 'FAILURE', 'EXTENSIVE'] }) kind: HistoryKind;
  @ApiProperty({ description: 'Rodzaj po polsku', example: 'Awaria' }) kindLabel: string;
  @ApiProperty({ type: String, format: 'date-time' }) start: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'null: trwa' }) end: string | null;
  @ApiProperty() running: boolean;
  @ApiProperty({ description: 'Czas trwania w godzinach (trwająca: do teraz)', example: 5.5 }) hours: number;
  @ApiProperty({ example: 'Uszkodzenie kabla' }) cause: string;

  static from(e: HistoryEntry, label: string): InterruptionResponseDto {
    return {
      kind: e.kind,
      kindLabel: label,
      start: e.start.toISOString(),
      end: e.end?.toISOString() ?? null,
      running: e.running,
      hours: round2(e.hours),
      cause: e.cause,
    };
  }
}

export class LongInterruptionResponseDto {
  @ApiProperty({ type: String, format: 'date-time' }) start: string;
  @ApiProperty({ type: String, format: 'date-time', description: 'Koniec (trwająca: teraz)' }) end: string;
  @ApiProperty() running: boolean;
  @ApiProperty() hours: number;
  @ApiProperty({ description: 'Godziny ponad limit jednej przerwy' }) excessHours: number;

  static from(l: LongInterruption): LongInterruptionResponseDto {
    return { start: l.start.toISOString(), end: l.end.toISOString(), running: l.running, hours: round2(l.hours), excessHours: round2(l.excessHours) };
  }
}

/** One class (planned or unplanned) in a year against its limits. */
export class LimitFiguresResponseDto {
  @ApiProperty({ description: 'Godziny bez prądu w roku (nakładające się przerwy liczone raz)', example: 12.5 }) hours: number;
  @ApiProperty({ description: 'Limit roczny: 35 h planowane, 48 h nieplanowane' }) limitHours: number;
  @ApiProperty({ description: 'Przekroczony limit roczny' }) exceeded: boolean;
  @ApiProperty() excessHours: number;
  @ApiProperty({ description: 'Limit jednej przerwy: 16 h planowana, 24 h nieplanowana' }) singleLimitHours: number;
  @ApiProperty({ type: [LongInterruptionResponseDto], description: 'Przerwy dłuższe niż limit jednej przerwy, rozpoczęte w tym roku' })
  longInterruptions: LongInterruptionResponseDto[];
  @ApiProperty({ description: 'Godziny, od których szacuje się bonifikatę (większe z: nadwyżka roczna, suma nadwyżek pojedynczych przerw)' })
  discountHours: number;

  static from(f: ClassYearFigures): LimitFiguresResponseDto {
    return {
      hours: round2(f.hours),
      limitHours: f.limitHours,
      exceeded: f.exceeded,
      excessHours: round2(f.excessHours),
      singleLimitHours: f.singleLimitHours,
      longInterruptions: f.longInterruptions.map(LongInterruptionResponseDto.from),
      discountHours: round2(discountHours(f)),
    };
  }
}

export class AddressHistoryResponseDto {
  @ApiProperty({ description: 'Id obserwowanego adresu' }) id: number;
  @ApiProperty({ example: 'ul. Marszałkowska 10, Warszawa' }) address: string;
  @ApiProperty({ type: String, format: 'date-time', description: 'Od kiedy portal prowadzi historię tego adresu' }) since: string;
  @ApiProperty({ type: [Number], description: 'Lata, dla których jest historia' }) years: number[];
  @ApiProperty({ type: [InterruptionResponseDto], description: 'Przerwy w wybranym roku, od najstarszej' }) interruptions: InterruptionResponseDto[];
  @ApiProperty({ type: LimitFiguresResponseDto }) planned: LimitFiguresResponseDto;
  @ApiProperty({ type: LimitFiguresResponseDto }) unplanned: LimitFiguresResponseDto;

  static from(a: { id: number; label: string }, since: Date, years: number[], y: AddressYear, labels: Record<HistoryKind, string>): AddressHistoryResponseDto {
    return {
      id: a.id,
      address: a.label,
      since: since.toISOString(),
      years,
      interruptions: y.entries.map((e) => InterruptionResponseDto.from(e, labels[e.kind])),
      planned: LimitFiguresResponseDto.from(y.planned),
      unplanned: LimitFiguresResponseDto.from(y.unplanned),
    };
  }
}

export class OutageHistoryResponseDto {
  @ApiProperty({ example: 2026 }) year: number;
  @ApiProperty({ type: String, format: 'date-time', description: 'Chwila obliczenia: trwające przerwy liczone do niej' }) computedAt: string;
  @ApiProperty({ description: 'Zastrzeżenie: zapis portalu, nie dane rozliczeniowe operatora' }) notice: string;
  @ApiProperty({ type: [AddressHistoryResponseDto] }) addresses: AddressHistoryResponseDto[];
}
