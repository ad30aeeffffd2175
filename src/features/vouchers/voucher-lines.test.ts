import { countVoucherLines, voucherLines } from './voucher-lines';
import { codesFileKind, codesFromCsv, firstCsvCell, readCodesFile } from './codes-file';

describe('voucher lines', () => {
  it('counts 0 lines for an empty text and one line for a single code', () => {
    expect(countVoucherLines('')).toEqual({ lines: 0, nonBlank: 0 });
    expect(countVoucherLines('ABC-1')).toEqual({ lines: 1, nonBlank: 1 });
  });

  it('counts lines as the text splits on line breaks, blank ones apart', () => {
    const text = 'A1\n\n  \nB2\r\nC3\rD4\n';
    expect(countVoucherLines(text)).toEqual({ lines: voucherLines(text).length, nonBlank: 4 });
    expect(voucherLines(text)).toEqual(['A1', '', '  ', 'B2', 'C3', 'D4', '']);
  });

  it('treats the white space the server trims as blank', () => {
    expect(countVoucherLines('\t\u00a0\u3000\ufeff\nX')).toEqual({ lines: 2, nonBlank: 1 });
  });

  it('counts 100,000 lines', () => {
    const text = Array.from({ length: 100_000 }, (_, i) => `CODE-${String(i).padStart(8, '0')}`).join('\n');
    expect(countVoucherLines(text)).toEqual({ lines: 100_000, nonBlank: 100_000 });
  });
});

describe('codes files', () => {
  it('recognises .txt and .csv files and nothing else', () => {
    expect(codesFileKind({ name: 'codes.TXT' })).toBe('txt');
    expect(codesFileKind({ name: 'export.csv' })).toBe('csv');
    expect(codesFileKind({ name: 'codes', type: 'text/csv' })).toBe('csv');
    expect(codesFileKind({ name: 'photo.png', type: 'image/png' })).toBeUndefined();
  });

  it('takes the first column of a csv and drops a header row', () => {
    expect(codesFromCsv('Voucher Code,Value\nAAA,100\n"B,B""1",100\nCCC,100\n')).toEqual(['AAA', 'B,B"1', 'CCC']);
    expect(codesFromCsv('code;amount\r\nX1;5\r\nX2;5')).toEqual(['X1', 'X2']);
  });

  it('keeps the first row of a csv without a header', () => {
    expect(codesFromCsv('AAA,100\nBBB,100')).toEqual(['AAA', 'BBB']);
    expect(codesFromCsv('AAA\nBBB')).toEqual(['AAA', 'BBB']);
    expect(firstCsvCell('"unterminated', ',')).toBe('unterminated');
  });

  it('reads a txt file as lines, without a byte order mark or trailing line breaks', async () => {
    const file = new File(['\uFEFFA1\r\nB2\r\n\r\n'], 'codes.txt', { type: 'text/plain' });
    await expect(readCodesFile(file, 'txt')).resolves.toBe('A1\nB2');
  });
});
