/** A UTF-8 byte order mark: spreadsheet programs read the file as UTF-8 (names in any script) only with it. */
export const CSV_BOM = '\uFEFF';

/**
 * One CSV cell (RFC 4180): always quoted, inner quotes doubled. A cell that a spreadsheet would run as a formula
 * (starting with = + - @, or a tab or carriage return that some programs skip before one) gets a leading
 * apostrophe, so a visitor's "=HYPERLINK(...)" stays text when staff open the export (OWASP CSV injection).
 */
export function csvCell(value: string | null | undefined): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** One CSV line with its CRLF ending. */
export function csvRow(cells: readonly (string | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
