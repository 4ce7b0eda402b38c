import ExcelJS from 'exceljs';
import {
  FAN_STATUSES,
  FAN_UPLOAD_COLUMNS,
  FAN_UPLOAD_MAX_ROWS,
  fanUploadRowText,
  type FanUploadColumnKey,
} from '@carrier/shared/fan-upload';

/**
 * The template workbook: sheet 'FANs' with the header row of FAN_UPLOAD_COLUMNS and one example row (which the
 * gateway refuses if it comes back unchanged), FAN ID formatted as text so Excel keeps leading zeros, drop-down lists
 * for the closed choices; sheet 'Instructions' with what each column takes. Only the first sheet is ever read.
 */
const LISTS: Partial<Record<FanUploadColumnKey, string[]>> = {
  status: [...FAN_STATUSES],
  webStatus: ['ON', 'OFF'],
  waiveActivationFees: ['TRUE', 'FALSE'],
  waiveUpgradeFees: ['TRUE', 'FALSE'],
  serviceDiscountType: ['PERCENT', 'DOLLAR'],
  accessoryDiscountType: ['PERCENT', 'DOLLAR'],
};

interface DataValidations {
  add(range: string, validation: ExcelJS.DataValidation): void;
}

export async function buildTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Carrier sales site';
  workbook.created = new Date(Date.UTC(2026, 0, 1));
  const sheet = workbook.addWorksheet('FANs', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = FAN_UPLOAD_COLUMNS.map((c) => ({
    header: c.header,
    key: c.key,
    width: Math.max(14, c.header.length + 4),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getColumn('fanId').numFmt = '@';
  sheet.addRow(Object.fromEntries(FAN_UPLOAD_COLUMNS.map((c) => [c.key, c.example])));
  sheet.getCell('A2').numFmt = '@';

  const lastRow = FAN_UPLOAD_MAX_ROWS + 1;
  const validations = (sheet as unknown as { dataValidations: DataValidations }).dataValidations;
  FAN_UPLOAD_COLUMNS.forEach((column, i) => {
    const list = LISTS[column.key];
    if (!list) return;
    const letter = String.fromCharCode(65 + i);
    validations.add(`${letter}2:${letter}${lastRow}`, {
      type: 'list',
      allowBlank: !column.required,
      formulae: [`"${list.join(',')}"`],
      showErrorMessage: true,
      errorTitle: column.header,
      error: `${column.header}: ${column.hint}`,
    });
  });

  const help = workbook.addWorksheet('Instructions');
  help.columns = [
    { header: 'Column', key: 'header', width: 26 },
    { header: 'Required', key: 'required', width: 10 },
    { header: 'What to enter', key: 'hint', width: 48 },
    { header: 'Example', key: 'example', width: 36 },
  ];
  help.getRow(1).font = { bold: true };
  for (const c of FAN_UPLOAD_COLUMNS)
    help.addRow({ header: c.header, required: c.required ? 'Yes' : 'No', hint: c.hint, example: String(c.example) });
  help.addRow({});
  for (const line of [
    'One FAN per row on the first sheet, under the header row. Replace the example row (row 2) with your own FANs.',
    `At most ${FAN_UPLOAD_MAX_ROWS.toLocaleString('en-US')} FANs per file, and the file below 10 MB.`,
    'A FAN ID that exists is updated; a new FAN ID is created. Each FAN ID may appear once.',
    'An optional column left out of the file leaves that field as it is; a blank cell in a column that is there clears it.',
    'Enter values, not formulas: ' + fanUploadRowText.formula,
    'If any row has a problem, nothing is uploaded and every problem is listed by row and column.',
  ]) {
    help.addRow({ header: line });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

let cached: Promise<Buffer> | null = null;

/** The template is the same for every caller: built once per process. */
export function templateWorkbook(): Promise<Buffer> {
  cached ??= buildTemplate().catch((err: unknown) => {
    cached = null;
    throw err;
  });
  return cached;
}
