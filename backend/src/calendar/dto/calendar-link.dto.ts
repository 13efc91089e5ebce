import { ApiProperty } from '@nestjs/swagger';

/** The address's calendar link; the token is shown only when it is created (only its hash is kept). */
export class CalendarLinkResponseDto {
  @ApiProperty({ description: 'Whether the address has a subscription link now' })
  active: boolean;

  @ApiProperty({
    nullable: true,
    type: String,
    description: 'https:// URL of the .ics file; only in the answer that created it',
    example: 'https://portal.example.pl/public/api/calendar/3q2-….ics',
  })
  url: string | null;

  @ApiProperty({ nullable: true, type: String, description: 'The same URL as webcal:// (opens the calendar app); only when created' })
  webcalUrl: string | null;
}
