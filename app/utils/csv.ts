/** Spreadsheet files for teachers (the class-race report, a class's progress): RFC 4180 with CRLF. */

/** A cell: quoted, and never read as a formula (a name may start with = + - @). */
function csvCell(value: string | number): string {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** One line of cells, ending in CRLF. */
export function csvLine(cells: (string | number)[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

/**
 * A CSV file to download, never cached (it is a teacher's view of their students). A byte order
 * mark first: Excel on Windows reads a CSV as UTF-8 only by it ("José", not "JosÃ©"); our imports
 * and every spreadsheet that does not need it drop it.
 */
export function csvResponse(body: string, filename: string): Response {
  return new Response(`\uFEFF${body}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
