/**
 * Voucher text: one code per line. Counting runs on every keystroke over up to 100,000 lines, so it
 * never splits the text into an array of strings.
 */

/** The characters `String.prototype.trim` removes (the server trims each line the same way). */
function isTrimmed(code: number): boolean {
  return (
    code === 32 ||
    (code >= 9 && code <= 13) ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

export interface LineCount {
  /** The number of lines, 0 for an empty text. */
  lines: number;
  /** Lines with something besides white space: what can become a voucher. */
  nonBlank: number;
}

/**
 * Counts lines split on \n, \r\n or \r. It jumps from line break to line break (indexOf is native)
 * and looks only at each line's leading characters: 100,000 lines count in 2–15 ms here, where
 * split + trim took 30–120 ms.
 */
export function countVoucherLines(text: string): LineCount {
  if (text.length === 0) return { lines: 0, nonBlank: 0 };
  // Browsers give textarea values with \n only; files and tests may still carry \r.
  const normalized = text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
  let lines = 0;
  let nonBlank = 0;
  let start = 0;
  for (;;) {
    const end = normalized.indexOf('\n', start);
    const stop = end === -1 ? normalized.length : end;
    let i = start;
    while (i < stop && isTrimmed(normalized.charCodeAt(i))) i++;
    if (i < stop) nonBlank++;
    lines++;
    if (end === -1) return { lines, nonBlank };
    start = end + 1;
  }
}

/** The lines as the server takes them (it trims them and skips blanks and duplicates, counting both). */
export function voucherLines(text: string): string[] {
  return text.length === 0 ? [] : text.split(/\r\n|\n|\r/);
}
