export interface CodeLines {
  /** Trimmed, non-blank, each once, in the order given. */
  codes: string[];
  blank: number;
  repeated: number;
}

/** Prepares pasted lines: trimmed, blank lines dropped, repeats within the batch dropped (counted). */
export function codeLines(lines: string[]): CodeLines {
  const seen = new Set<string>();
  let blank = 0;
  for (const line of lines) {
    const code = line.trim();
    if (code === '') blank += 1;
    else seen.add(code);
  }
  return { codes: [...seen], blank, repeated: lines.length - blank - seen.size };
}
