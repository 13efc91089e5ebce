import { Module } from '@nestjs/common';
import { PlannedOutagesModule } from '../planned-outages/planned-outages.module';
import { MyPriorityController, StaffPriorityController } from './priority-customers.controller';
import { PriorityCustomersRepository } from './priority-customers.repository';
import { PriorityCustomersService } from './priority-customers.service';

/**
 * Priority customers, "Odbiorcy wymagający szczególnej troski" (docs/priority-customers.md). Their effect
 * on alerts lives in the notifications module, which reads the declarations in its recipients query.
 */
@Module({
  imports: [PlannedOutagesModule],
  controllers: [MyPriorityController, StaffPriorityController],
  providers: [PriorityCustomersRepository, PriorityCustomersService],
})
export class PriorityCustomersModule {}
