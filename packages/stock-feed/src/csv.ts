/**
 * CSV as DMS exports write it (RFC 4180): comma separated, fields in double quotes may hold commas, quotes
 * ("") and line breaks; CRLF or LF; a UTF-8 byte-order mark is dropped. Each row carries the line it
 * starts on, so a problem names the line an operator opens in an editor.
 */
export interface CsvRow {
  line: number;
  cells: string[];
}

export function parseCsv(text: string): CsvRow[] {
  const rows: CsvRow[] = [];
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const length = source.length;
  let cells: string[] = [];
  let line = 1;
  let rowLine = 1;
  let i = 0;
  const endRow = () => {
    if (!(cells.length === 1 && cells[0] === '')) rows.push({ line: rowLine, cells });
    cells = [];
  };
  // Each pass reads one cell (slices, not character appends: a 10,000-car export is ~3 MB) and the
  // delimiter after it.
  while (i < length) {
    let cell: string;
    if (source.charCodeAt(i) === 34 /* " */) {
      let value = '';
      let from = i + 1;
      for (;;) {
        const close = source.indexOf('"', from);
        if (close < 0) {
          value += source.slice(from);
          i = length;
          break;
        }
        value += source.slice(from, close);
        if (source.charCodeAt(close + 1) === 34) {
          value += '"';
          from = close + 2;
          continue;
        }
        i = close + 1;
        break;
      }
      for (let at = value.indexOf('\n'); at >= 0; at = value.indexOf('\n', at + 1)) line++;
      // Anything between the closing quote and the delimiter belongs to the cell, as spreadsheets read it.
      let end = i;
      while (end < length && !isDelimiter(source.charCodeAt(end))) end++;
      cell = value + source.slice(i, end);
      i = end;
    } else {
      let end = i;
      while (end < length && !isDelimiter(source.charCodeAt(end))) end++;
      cell = source.slice(i, end);
      i = end;
    }
    cells.push(cell);
    if (i >= length) break;
    const ch = source.charCodeAt(i);
    i++;
    if (ch === 44 /* , */) {
      if (i >= length) cells.push('');
      continue;
    }
    if (ch === 13 && source.charCodeAt(i) === 10) i++;
    endRow();
    line++;
    rowLine = line;
  }
  if (cells.length > 0) endRow();
  return rows;
}

function isDelimiter(code: number): boolean {
  return code === 44 || code === 10 || code === 13;
}
