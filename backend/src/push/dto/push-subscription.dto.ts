import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsObject, IsString, MaxLength, ValidateNested } from 'class-validator';
import { VALIDATION_MESSAGES as M } from '../../common/api-error';
import { MAX_ENDPOINT_LENGTH } from '../push-endpoint';

/** The keys of PushSubscription.toJSON() (RFC 8291): the browser's public key and the shared secret, base64url. */
export class PushSubscriptionKeysDto {
  @ApiProperty({
    description: 'Klucz publiczny P-256 przeglądarki (65 bajtów, base64url)',
    example: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  })
  @IsDefined({ message: M.required })
  @IsString({ message: M.notString })
  @MaxLength(100, { message: M.max(100) })
  p256dh: string;

  @ApiProperty({ description: 'Sekret uwierzytelniający (16 bajtów, base64url)', example: 'tBHItJI5svbpez7KI4CCXg' })
  @IsDefined({ message: M.required })
  @IsString({ message: M.notString })
  @MaxLength(50, { message: M.max(50) })
  auth: string;
}

/** What `pushManager.subscribe()` gave the browser, as `subscription.toJSON()` (expirationTime is ignored). */
export class PushSubscriptionDto {
  @ApiProperty({ description: 'Adres usługi push przeglądarki (https)', example: 'https://fcm.googleapis.com/fcm/send/dGVzdC1zdWJzY3JpcHRpb24' })
  @IsDefined({ message: M.required })
  @IsString({ message: M.notString })
  @MaxLength(MAX_ENDPOINT_LENGTH, { message: M.max(MAX_ENDPOINT_LENGTH) })
  endpoint: string;

  @ApiProperty({ type: PushSubscriptionKeysDto })
  @IsDefined({ message: M.required })
  @IsObject({ message: M.notObject })
  @ValidateNested()
  @Type(() => PushSubscriptionKeysDto)
  keys: PushSubscriptionKeysDto;
}

export class PushUnsubscribeDto {
  @ApiProperty({ description: 'Adres usługi push subskrypcji do usunięcia', example: 'https://fcm.googleapis.com/fcm/send/dGVzdC1zdWJzY3JpcHRpb24' })
  @IsDefined({ message: M.required })
  @IsString({ message: M.notString })
  @MaxLength(MAX_ENDPOINT_LENGTH, { message: M.max(MAX_ENDPOINT_LENGTH) })
  endpoint: string;
}

export class VapidPublicKeyResponseDto {
  @ApiProperty({
    description: 'Klucz publiczny VAPID serwera (applicationServerKey), base64url',
    example: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
  })
  publicKey: string;
}

/** One browser of the account, as the account's owner sees it. */
export class PushSubscriptionResponseDto {
  @ApiProperty({ example: 'https://fcm.googleapis.com/fcm/send/dGVzdC1zdWJzY3JpcHRpb24' })
  endpoint: string;

  @ApiProperty({ type: String, nullable: true, description: 'Przeglądarka i system, np. "Chrome, Android"', example: 'Chrome, Android' })
  userAgentLabel: string | null;

  @ApiProperty({ example: '2026-11-24T13:05:00.000Z' })
  createdAt: string;
}
