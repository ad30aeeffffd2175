/** Reading a dropped or picked file of codes: .txt is one code per line, .csv takes the first column. */

export type CodesFileKind = 'txt' | 'csv';

/** The kind of a codes file from its name (or type), or undefined when it is neither. */
export function codesFileKind(file: { name: string; type?: string }): CodesFileKind | undefined {
  const name = file.name.toLowerCase();
  if (name.endsWith('.csv') || file.type === 'text/csv') return 'csv';
  if (name.endsWith('.txt') || file.type === 'text/plain') return 'txt';
  return undefined;
}

/** First-column names a spreadsheet export would carry instead of a code. */
const HEADER = /^(voucher[ _-]?)?(codes?|data|pins?|serials?|vouchers?)([ _-]?(codes?|numbers?|no))?$|^(id|card)[ _-]?(codes?|numbers?|no)?$/i;

/** The delimiter of a CSV line: whichever of , ; or tab it uses most. */
function delimiterOf(line: string): string | undefined {
  let best: string | undefined;
  let bestCount = 0;
  for (const candidate of [',', ';', '\t']) {
    const count = line.split(candidate).length - 1;
    if (count > bestCount) {
      best = candidate;
      bestCount = count;
    }
  }
  return best;
}

/** The first cell of a CSV line, unquoting `"a ""b"""` style values. */
export function firstCsvCell(line: string, delimiter: string | undefined): string {
  if (line.startsWith('"')) {
    let cell = '';
    for (let i = 1; i < line.length; i++) {
      if (line[i] !== '"') cell += line[i];
      else if (line[i + 1] === '"') cell += line[++i];
      else break;
    }
    return cell;
  }
  const end = delimiter ? line.indexOf(delimiter) : -1;
  return end === -1 ? line : line.slice(0, end);
}

/** Codes of a CSV text: the first column of each row, without a header row. */
export function codesFromCsv(text: string): string[] {
  const rows = text.split(/\r\n|\n|\r/);
  const firstRow = rows.findIndex((row) => row.trim() !== '');
  if (firstRow === -1) return [];
  const delimiter = delimiterOf(rows[firstRow]);
  const cells = rows.map((row) => firstCsvCell(row, delimiter));
  if (HEADER.test(cells[firstRow].trim())) cells.splice(0, firstRow + 1);
  while (cells.length > 0 && cells[cells.length - 1].trim() === '') cells.pop();
  return cells;
}

/** The text to put in the voucher box for a file: one code per line. */
export async function readCodesFile(file: File, kind: CodesFileKind): Promise<string> {
  const text = (await file.text()).replace(/^\uFEFF/, '');
  return kind === 'csv' ? codesFromCsv(text).join('\n') : text.replace(/\r\n?/g, '\n').replace(/\n+$/, '');
}
