import { Injectable, OnModuleInit } from '@nestjs/common';
import { generateVAPIDKeys } from 'web-push';
import { PushRepository, type VapidKeys } from './push.repository';

/**
 * The server's VAPID key pair (RFC 8292). Generated at the first start and kept in the database, never regenerated
 * while a pair is stored: every browser subscription was made with the public key, and a new pair would silence them
 * all (rotation: docs/operations.md). Read once per process.
 */
@Injectable()
export class VapidKeysService implements OnModuleInit {
  private keys: VapidKeys | null = null;

  constructor(private readonly repository: PushRepository) {}

  async onModuleInit(): Promise<void> {
    await this.get();
  }

  async get(): Promise<VapidKeys> {
    this.keys ??= await this.repository.keepVapidKeys(generateVAPIDKeys());
    return this.keys;
  }
}
