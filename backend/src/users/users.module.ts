import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AreasModule } from '../areas/areas.module';
import { UserEntity } from './entities/user.entity';
import { UsersController } from './users.controller';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';
import { UsersReportController } from './report/users-report.controller';
import { UsersReportService } from './report/users-report.service';

@Module({
  imports: [TypeOrmModule.forFeature([UserEntity]), AreasModule],
  controllers: [UsersController, UsersReportController],
  providers: [UsersService, UsersRepository, UsersReportService],
  exports: [UsersRepository, UsersService],
})
export class UsersModule {}
