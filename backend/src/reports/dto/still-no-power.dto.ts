import { ApiProperty } from '@nestjs/swagger';

/** The answers of POST /public/api/restoration-check/{id}/still-off, as the public page shows them. */
export const STILL_NO_POWER_MESSAGES = {
  wrongToken: 'Ten link jest nieprawidłowy: sprawdź, czy otwierasz go w całości z wiadomości.',
  notFound: 'Nie znaleziono pytania z tego linku albo konto, do którego należał, zostało usunięte.',
  used: 'Ten link został już użyty: Twoje zgłoszenie przyjęliśmy wcześniej.',
  expired: 'Ten link wygasł (działa przez 24 godziny). Jeśli nadal nie masz prądu, zgłoś awarię przez Portal.',
} as const;

export class StillNoPowerResponseDto {
  @ApiProperty({ description: 'Id zapisanego zgłoszenia (oznaczonego jako zgłoszenie po przywróceniu zasilania)' })
  reportId: number;

  @ApiProperty({ description: 'Obserwowany adres, którego dotyczy zgłoszenie', example: 'ul. Marszałkowska 10, Warszawa' })
  address: string;
}
