import { defaultExporter, type Exporter, type RaRecord } from 'react-admin';
import { neutraliseCell } from '@carrier/shared/fan-tools';

/** One column of a list's CSV: its header as the list labels it, its value as the list writes it. */
export interface CsvColumn<T> {
  header: string;
  value: (record: T) => string | number | null;
}

/** One CSV row: each column's value under its header, a text no spreadsheet reads as a formula (neutraliseCell). */
export function csvRow<T>(columns: readonly CsvColumn<T>[], record: T): Record<string, string | number> {
  const row: Record<string, string | number> = {};
  for (const { header, value } of columns) {
    const cell = value(record);
    row[header] = typeof cell === 'number' ? cell : neutraliseCell(cell ?? '');
  }
  return row;
}

/**
 * A list's Export: the CSV react-admin writes (its defaultExporter: jsonexport, then downloadCSV named after the
 * resource), but of the columns the list shows, as it writes them, and with every text cell neutralised: a name such
 * as '=HYPERLINK(…)' opens in a spreadsheet as the text it is, never as a formula.
 */
export function csvExporter<T extends RaRecord>(columns: readonly CsvColumn<T>[]): Exporter<T> {
  return (records, fetchRelated, dataProvider, resource) => {
    // what defaultExporter returns (jsonexport's promise) never settles when given a callback, as it is: not passed on
    void defaultExporter(
      records.map((record) => csvRow(columns, record)),
      fetchRelated,
      dataProvider,
      resource,
    );
  };
}
