import { Module } from '@nestjs/common';
import { AutoLoanController } from './auto-loan.controller';
import { CalculatorsIndexController } from './calculators.index.controller';
import { FixedLoansController } from './fixed-loans.controller';
import { LoanBatchController } from './loan-batch.controller';
import { LoanController } from './loan.controller';
import { MortgageController } from './mortgage.controller';
import { OvertimeController } from './overtime.controller';
import { SalaryController } from './salary.controller';
import { ShiftController } from './shift.controller';

/** Mount point of the calculators service: every route under /calculators. */
@Module({
  controllers: [
    CalculatorsIndexController,
    LoanController,
    LoanBatchController,
    MortgageController,
    AutoLoanController,
    FixedLoansController,
    SalaryController,
    ShiftController,
    OvertimeController,
  ],
})
export class CalculatorsModule {}
