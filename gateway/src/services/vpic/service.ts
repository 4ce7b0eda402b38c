import { expectedCheckDigit, modelYear, VIN_LENGTH, wmiOf, type DecoderResponse } from '@carrier/shared/connected-car';
import type { Queryable } from '../../store/db.ts';
import { findDecoding, type DecoderRow } from './store.ts';

/** The government decoder's message on every answer (its words). */
export const DECODER_MESSAGE =
  'Results returned successfully. NOTE: Any missing decoded values should be interpreted as NHTSA does not have data on the specific variable. Missing value should NOT be interpreted as an indication that a specific feature or technology is unavailable for a vehicle.';

/** The decoder's error codes this decoder answers with, and their texts. */
const ERRORS = {
  clean: ['0', '0 - VIN decoded clean. Check Digit (9th position) is correct'],
  checkDigit: ['1', '1 - Check Digit (9th position) does not calculate properly'],
  incomplete: ['6', '6 - Incomplete VIN'],
  maker: [
    '7',
    '7 - Manufacturer is not registered with NHTSA for sale or importation in the U.S. for use on U.S roadways; Please contact the manufacturer directly for more information',
  ],
  noModel: ['8', '8 - No detailed data available currently'],
  characters: ['400', '400 - Invalid Characters Present'],
} as const;
type ErrorKey = keyof typeof ERRORS;

/** The variables answered, with the decoder's variable ids, in its order. */
const VARIABLES = [
  ['Suggested VIN', 142],
  ['Error Code', 143],
  ['Error Text', 191],
  ['Vehicle Descriptor', 196],
  ['Make', 26],
  ['Manufacturer Name', 27],
  ['Model', 28],
  ['Model Year', 29],
  ['Vehicle Type', 39],
  ['Engine Manufacturer', 146],
] as const;
type Variable = (typeof VARIABLES)[number][0];

/**
 * 002 §7 the government vehicle decoder, embedded: decodes a VIN from the store's tables (the maker from the World
 * Manufacturer Identifier, positions 1–3; the model from positions 4–5; the model year from position 10 with
 * position 7 choosing its 30-year cycle, 49 CFR 565.15) and answers in the decoder's shape: Results of Variable and
 * Value, an error code and text saying how clean the decoding was. Like the public decoder it answers 200 for any
 * VIN it was given, decoded as far as it goes.
 */
export async function decodeVin(db: Queryable, rawVin: string): Promise<DecoderResponse> {
  const vin = rawVin.toUpperCase();
  const errors: ErrorKey[] = [];
  const values = new Map<Variable, string | null>();

  if (/[IOQ]/.test(vin) || !/^[A-Z0-9*]+$/.test(vin)) errors.push('characters');
  const complete = vin.length === VIN_LENGTH && !vin.includes('*');
  if (!complete) errors.push('incomplete');
  let row: DecoderRow | null = null;
  if (vin.length >= 3 && !errors.includes('characters')) {
    row = await findDecoding(db, wmiOf(vin), vin.slice(3, 5));
    if (!row) errors.push('maker');
  }
  if (row) {
    values.set('Make', row.make);
    values.set('Manufacturer Name', row.manufacturer_name);
    values.set('Vehicle Type', row.vehicle_type);
    values.set('Model', row.model);
    values.set('Engine Manufacturer', row.engine_manufacturer);
    if (complete) {
      const year = modelYear(vin);
      values.set('Model Year', year === null ? null : String(year));
    }
    if (row.model === null && vin.length >= 5) errors.push('noModel');
  }
  if (complete && !errors.includes('characters') && expectedCheckDigit(vin) !== vin[8]) errors.push('checkDigit');
  if (complete) values.set('Vehicle Descriptor', `${vin.slice(0, 8)}*${vin.slice(9, 11)}`);

  const found =
    errors.length > 0 ? errors.sort((a, b) => Number(ERRORS[a][0]) - Number(ERRORS[b][0])) : ['clean' as const];
  values.set('Error Code', found.map((e) => ERRORS[e][0]).join(','));
  values.set('Error Text', found.map((e) => ERRORS[e][1]).join('; '));

  const Results = VARIABLES.map(([Variable, VariableId]) => {
    const value = values.get(Variable) ?? null;
    return { Value: value, ValueId: Variable === 'Error Code' ? value : null, Variable, VariableId };
  });
  return { Count: Results.length, Message: DECODER_MESSAGE, SearchCriteria: `VIN:${vin}`, Results };
}
