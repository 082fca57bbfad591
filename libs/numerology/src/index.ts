// Public API of the numerology domain library (calculations, validation, texts). No HTTP, no I/O except the
// content loader, which reads the authored text files for tests and the database seed.

// Inputs, validation and errors
export { NumerologyInputError, invalidInput } from './errors';
export type { NumerologyErrorCode } from './errors';
export { parseBoolean, parseInteger } from './params';
export type { IntegerInput, BooleanInput } from './params';
export { normalizeName, normalizeNameFields } from './normalize-name';
export type { NormalizedName, NameField } from './normalize-name';
export { foldLetter } from './fold-latin';
export { parseDateParts, parseIsoDate, parseMonthDay, parseDayOfMonth, parseYear } from './parse-date';
export type { DatePartNames } from './parse-date';
export { addDays, daysInMonth, formatIsoDate, isLeapYear, weekdayName } from './calendar';
export type { CalendarDate } from './calendar';
export { normalizePhone } from './phone';
export { parseNameOptions, resolvePersonName } from './name-input';
export type { NameOptions, NameOptionsInput, PersonNameInput } from './name-input';

// Arithmetic
export {
  KARMIC_DEBT_NUMBERS, MASTER_NUMBERS, digitSum, formatChain, formatSum, isMaster, karmicDebtIn, reduce, reduceNumber,
  root, sumAndReduce,
} from './reduce';
export type { Reduction, ReductionMode } from './reduce';
export { LETTER_SYSTEMS, letterValue, parseLetterSystem } from './letter-tables';
export type { LetterSystem } from './letter-tables';
export { Y_RULES, parseYRule, vowelMask } from './vowels';
export type { YRule } from './vowels';
export { computeNameNumber, vowelsByPart } from './name-number';
export type { LetterFilter, NameNumberCalculation, NamePartComponent } from './name-number';
export { dateComponents, lifePathReduction } from './date-components';
export type { ComponentReduction, DateComponent } from './date-components';
export { pinnacleSpans } from './cycle-ages';
export type { AgeSpan } from './cycle-ages';

// Result building blocks and texts
export type { Alternative, NameEcho, NumberReading } from './reading';
export type { KeyedText, NumberText, TextCatalog } from './texts';
export { TEXT_FAMILIES, TEXT_FAMILY_KEYS, AFFIRMATION_FAMILY, AFFIRMATIONS_PER_KEY } from './content/families';
export type { TextFamily } from './content/families';
export { parseContentFiles } from './content/content-format';
export type { ContentEntry, FamilyFile, AffirmationsFile, RawContentFile } from './content/content-format';
export { ContentFormatError, catalogFrom, loadContentFiles, readContentDir } from './content/load-content';
export type { LoadedContent } from './content/load-content';
export { checkContentQuality } from './content/content-quality';

// Endpoint-level calculations: basic numerology
export { attitudeNumber } from './attitude';
export type { AttitudeInput, AttitudeResult } from './attitude';
export { balanceNumber } from './balance';
export type { BalanceInput, BalanceResult } from './balance';
export { challengeNumber, challengeNumbers } from './challenge';
export type { ChallengeInput, ChallengeResult, ChallengeDetail, SpecChallenge } from './challenge';
export { karmicDebt } from './karmic-debt';
export type { KarmicDebtInput, KarmicDebtResult, KarmicCheckpoint } from './karmic-debt';
export { karmicLessons } from './karmic-lessons';
export type { KarmicLessonsInput, KarmicLessonsResult } from './karmic-lessons';
export { lifePath } from './life-path';
export type { LifePathInput, LifePathResult } from './life-path';
export { luckyNumbers } from './lucky-numbers';
export type { LuckyNumbers, LuckyNumbersInput, LuckyNumbersResult } from './lucky-numbers';
export { periodCycles, secondPeriodStart } from './period-cycles';
export type { PeriodCycle, PeriodCyclesInput, PeriodCyclesResult } from './period-cycles';
export { personalityNumber } from './personality';
export type { PersonalityResult } from './personality';
export { dateMeaning, personalDay, personalMonth, personalYear } from './personal-cycles';
export type {
  CycleReading, DateMeaningInput, DateMeaningResult, PersonalDateInput, PersonalDayResult, PersonalMonthResult,
  PersonalYearInput, PersonalYearResult,
} from './personal-cycles';
export { analyzePhone } from './analyze-phone';
export type { MinorNumber, PhoneInput, PhoneResult } from './analyze-phone';
export { destinyNumber } from './destiny';
export type { DestinyResult } from './destiny';
export { heartDesire } from './heart-desire';
export type { HeartDesireResult } from './heart-desire';
export { subconsciousNumber } from './subconscious-self';
export type { SubconsciousInput, SubconsciousResult } from './subconscious-self';
export { thoughtNumber } from './rational-thought';
export type { RationalThoughtResult, ThoughtInput } from './rational-thought';
export { gematria } from './gematria';
export type { GematriaInput, GematriaResult, GematriaLetter } from './gematria';

// Endpoint-level calculations: newer numerology
export { personalDayAffirmations } from './affirmations';
export type { AffirmationResult } from './affirmations';
export { DEFAULT_CALENDAR_WEEKS, MAX_CALENDAR_WEEKS, luckyDaysCalendar } from './lucky-days-calendar';
export type { CalendarDay, CalendarWeek, LuckyDaysCalendarInput, LuckyDaysCalendarResult } from './lucky-days-calendar';
export { emailNumerology } from './email';
export type { EmailInput, EmailResult } from './email';
export type { KeystoneLetterResult, LetterInput } from './keystone-letter';
export { cornerstoneLetter } from './cornerstone';
export { capstoneLetter } from './capstone';
export { ancestorReading } from './ancestor';
export type { AncestorInput, AncestorResult } from './ancestor';
export { pinnacleCycles } from './pinnacle-cycles';
export type { Pinnacle, PinnacleCyclesResult, PinnacleInput } from './pinnacle-cycles';
export { PLANE_LETTERS, planesOfExpression } from './planes-of-expression';
export type { PlaneName, PlaneReading, PlanesInput, PlanesResult } from './planes-of-expression';
export { maturityNumber } from './maturity';
export type { MaturityInput, MaturityResult } from './maturity';
export { hiddenPassion } from './hidden-passion';
export type { HiddenPassionInput, HiddenPassionResult } from './hidden-passion';
export { hiddenPassionPositions } from './hidden-passion-positions';
export type { HiddenPassionPositionsInput, HiddenPassionPositionsResult } from './hidden-passion-positions';
export { MIRROR_GRID, mirrorCycle, mirrorNumbers, mirrorOf, mirrorPath } from './mirror';
export type { MirrorEntry, MirrorNumbersInput, MirrorNumbersResult, MirrorPathInput, MirrorPathResult } from './mirror';
export { profile } from './profile';
export type { ProfileResult, KarmicDebtFinding } from './profile';
