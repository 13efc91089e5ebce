import { OmitType } from '@nestjs/swagger';
import { SearchAuditDto } from './search-audit.dto';

/** The filters of the audit list without its paging: the CSV holds every record they match. */
export class ExportAuditDto extends OmitType(SearchAuditDto, ['limit', 'offset'] as const) {}
