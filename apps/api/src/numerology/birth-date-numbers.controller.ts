/**
 * Basic numerology from a birth date sent as integers: life path, karmic debt, challenges, period cycles,
 * personal year and attitude. Parameter names are the spec's (year/month/day on two endpoints, birth_* on others).
 */
import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  attitudeNumber, challengeNumber, karmicDebt, lifePath, periodCycles, personalYear,
  type AttitudeResult, type ChallengeResult, type KarmicDebtResult, type LifePathResult, type PeriodCyclesResult, type PersonalYearResult,
} from '../../../../libs/numerology/src/index';
import type { ParamsOf } from '../../../../libs/platform/src/params/param';
import { Endpoint } from '../http/endpoint.decorator';
import { Params } from '../http/params.decorator';
import { exampleTexts } from './example-texts';
import { NOTES, birthDay, birthMonth, year } from './numerology.params';
import { NumerologyTexts } from './numerology-texts.provider';

const DateParams = {
  year: year().required().describe('Birth year (1-9999, proleptic Gregorian)', 1990),
  month: birthMonth().required().describe('Birth month (1-12)', 7),
  day: birthDay().required().describe('Birth day (1-31, must exist in that month and year)', 14),
};

const BirthDateParams = {
  birth_year: year().required().describe('Birth year, four digits', 1992),
  birth_month: birthMonth().required().describe('Birth month (1-12)', 7),
  birth_day: birthDay().required().describe('Birth day (1-31, must exist in that month and year)', 16),
};

const PersonalYearParams = {
  prediction_year: year().required().describe('The calendar year to read', 2024),
  birth_month: birthMonth().required().describe('Birth month (1-12)', 7),
  birth_day: birthDay().required().describe('Birth day (1-31; 29 February is accepted in every year)', 16),
};

const AttitudeParams = {
  birth_day: birthDay().required().describe('Birth day (1-31; 29 February is accepted)', 3),
  birth_month: birthMonth().required().describe('Birth month (1-12)', 3),
};

const dateOf = (q: ParamsOf<typeof BirthDateParams>) => ({ birth_year: q.birth_year, birth_month: q.birth_month, birth_day: q.birth_day });

@ApiTags('numerology')
@Controller('numerology')
export class BirthDateNumbersController {
  constructor(private readonly texts: NumerologyTexts) {}

  @Endpoint('/life_path', {
    summary: 'Life path number from a birth date',
    description:
      'Component method (Decoz): month, day and year are each reduced first, then added and reduced: 18 June 1942 → ' +
      '6 + 9 + 7 = 22. ' + NOTES.masters + ' The all-digits answer is listed in alternatives; components shows each part. ' + NOTES.extras,
    params: DateParams,
    example: lifePath({ year: 1942, month: 6, day: 18 }, exampleTexts),
  })
  lifePath(@Params() q: ParamsOf<typeof DateParams>): LifePathResult {
    return lifePath({ year: q.year, month: q.month, day: q.day }, this.texts);
  }

  @Endpoint('/karmic_debt', {
    summary: 'Karmic debt number (13, 14, 16, 19) met while reducing the life path',
    description:
      'karmic_number is the debt number met while reducing the life-path total (components reduced first): 14 July 1990 → ' +
      '7 + 5 + 1 = 13 → 4. It is 0 when no debt appears (karmic_debt is then null). Debts at other checkpoints — a birth ' +
      'day of 13, 14, 16 or 19 and the digit sum of the year (1990 → 19) — are listed in other_checkpoints with their texts.',
    params: DateParams,
    example: karmicDebt({ year: 1990, month: 7, day: 14 }, exampleTexts),
  })
  karmicDebt(@Params() q: ParamsOf<typeof DateParams>): KarmicDebtResult {
    return karmicDebt({ year: q.year, month: q.month, day: q.day }, this.texts);
  }

  @Endpoint('/challenge_number', {
    summary: 'The four challenge numbers of a birth date',
    description:
      'Month, day and year are reduced to their roots (1-9); first = |month − day|, second = |day − year|, third (the main, ' +
      'lifelong challenge) = |first − second|, fourth = |month − year|. Results run 0-8; no master numbers. Spec keys: ' +
      'challenge_birth = first, challenge_love = second, challenge_life = third, challenge_death = fourth; challenges ' +
      'lists them with the age spans of the pinnacles.',
    params: BirthDateParams,
    example: challengeNumber({ birth_year: 1992, birth_month: 7, birth_day: 16 }, exampleTexts),
  })
  challengeNumber(@Params() q: ParamsOf<typeof BirthDateParams>): ChallengeResult {
    return challengeNumber(dateOf(q), this.texts);
  }

  @Endpoint('/period_cycles', {
    summary: 'The three period cycles of life with their ages',
    description:
      'Period numbers are the reduced month, day and year (masters kept: 11 November 1939 → 11, 11, 22). The first period ' +
      'ends at the age given by Decoz\'s table for the life path (1→26, 2/11→25, 3→33, 4/22→32, 5→31, 6/33→30, 7→29, ' +
      '8→28, 9→27); the second lasts 27 years; the third runs for the rest of life. cycle reads "0 - 28 yrs".',
    params: BirthDateParams,
    example: periodCycles({ birth_year: 1939, birth_month: 11, birth_day: 11 }, exampleTexts),
  })
  periodCycles(@Params() q: ParamsOf<typeof BirthDateParams>): PeriodCyclesResult {
    return periodCycles(dateOf(q), this.texts);
  }

  @Endpoint('/personal_year', {
    summary: 'Personal year number for a given calendar year',
    description:
      'Birth month + birth day + the digit sum of the prediction year, reduced to one digit: (1992, 7, 16) → 7 + 16 + 21 = ' +
      '44 → 8. ' + NOTES.singleDigit + ' Month and day are checked against a leap year, so 29 February works in every year.',
    params: PersonalYearParams,
    example: personalYear({ prediction_year: 1992, birth_month: 7, birth_day: 16 }, exampleTexts),
  })
  personalYear(@Params() q: ParamsOf<typeof PersonalYearParams>): PersonalYearResult {
    return personalYear({ prediction_year: q.prediction_year, birth_month: q.birth_month, birth_day: q.birth_day }, this.texts);
  }

  @Endpoint('/attitude_number', {
    summary: 'Attitude number from the birth month and day',
    description:
      'The raw month and day are added and reduced: 3 March → 3 + 3 = 6; 8 March → 11 (a master). ' + NOTES.masters +
      ' The day is checked against the month in a leap year, so 29 February is accepted and 30 February is not.',
    params: AttitudeParams,
    example: attitudeNumber({ birth_day: 8, birth_month: 3 }, exampleTexts),
  })
  attitudeNumber(@Params() q: ParamsOf<typeof AttitudeParams>): AttitudeResult {
    return attitudeNumber({ birth_day: q.birth_day, birth_month: q.birth_month }, this.texts);
  }
}
