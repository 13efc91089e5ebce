import { Injectable, PipeTransform } from '@nestjs/common';
import { createValidationPipe } from '../common/validation.pipe';
import { IdsDto } from './dto/accept-status-change.dto';

/**
 * POST delete/many takes a bare list of ids (the master view) or { ids } (the accept view), as the
 * spec's two callers send (§7); both are checked by the same rules as any body.
 */
@Injectable()
export class IdsBodyPipe implements PipeTransform<unknown, Promise<IdsDto>> {
  private readonly validation = createValidationPipe();

  transform(value: unknown): Promise<IdsDto> {
    const body = Array.isArray(value) ? { ids: value } : value;
    return this.validation.transform(body, { type: 'body', metatype: IdsDto });
  }
}
