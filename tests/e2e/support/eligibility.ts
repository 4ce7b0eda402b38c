import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** One person a segment's verification source knows (fixtures/eligibility-records.json). */
export interface EligibilityRecord {
  segment: string;
  firstName: string;
  lastName: string;
  postalCode: string;
  affiliation: string;
  dateOfDischarge: string | null;
}

/**
 * A generated person of the segment without a discharge date, counted from the end of the file (journeys take
 * different ones, so none meets another's verification): sent with another ZIP, their verification asks for a
 * document.
 */
export async function generatedPerson(segment: string, fromEnd: number): Promise<EligibilityRecord> {
  const file = path.resolve(import.meta.dirname, '..', '..', '..', 'fixtures', 'eligibility-records.json');
  const records = (JSON.parse(await readFile(file, 'utf8')) as EligibilityRecord[]).filter(
    (r) => r.segment === segment && r.dateOfDischarge === null,
  );
  return records.at(-1 - fromEnd)!;
}
