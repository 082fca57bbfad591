/**
 * Parameters of the horoscope reference endpoints. Enum values are checked by p.oneOf, so an unknown value is a 400
 * naming the parameter and listing the allowed values; the sign table's date rules live in libs/horoscope.
 */
import {
  ASPECTS,
  FAMILIES,
  HOUSE_PLANETS,
  HOUSES,
  loadReferenceDir,
  PLANETS,
  referenceContentDir,
  RETURNS,
  TERMS,
} from '../../../../../libs/horoscope/src/reference/index';
import { p } from '../../../../../libs/platform/src/params/params';

/** Every family is served, planets in houses included (its file passes the same quality test). */
export const SERVED_FAMILIES = FAMILIES;

/** Texts for the OpenAPI examples: decorators run before any provider, so the examples read the files directly. */
export const exampleLibrary = loadReferenceDir(referenceContentDir(), SERVED_FAMILIES);

export const SignParams = {
  dob: p.date().required().describe('Date of birth, YYYY-MM-DD; the tropical Sun sign is taken from the sign table (cusp: true on the first and last day of a sign)', '1990-03-21'),
};

export const AspectParams = {
  aspect: p.oneOf(ASPECTS).required().describe('The aspect: conjunction, opposite, square, trine, sextile (spec) or semi_sextile, quincunx', 'trine'),
};

export const HouseParams = {
  house: p.oneOf(HOUSES).required().describe('The house, spelled out: first to twelfth', 'seventh'),
};

export const ReturnsParams = {
  returns: p.oneOf(RETURNS).required().describe('The return: solar, lunar, mercury, venus, mars, jupiter or saturn', 'saturn'),
};

export const TermParams = {
  term: p.oneOf(TERMS).required().describe('The term to explain', 'rising_sign'),
};

export const PlanetParams = {
  planet_name: p.oneOf(PLANETS).required().describe('The planet (the Sun and Moon included): sun to pluto', 'venus'),
};

export const PlanetInHouseParams = {
  planet: p.oneOf(HOUSE_PLANETS).required().describe('The planet: sun to pluto, or ceres', 'mars'),
  house: p.oneOf(HOUSES).required().describe('The house, spelled out: first to twelfth', 'tenth'),
};
