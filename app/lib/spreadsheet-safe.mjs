// Spreadsheets leaving the console are defused against formula injection (CSV/XLSX injection, OWASP): a text cell
// that a spreadsheet program would read as a formula (= + - @, or a leading tab / carriage return) gets a leading
// apostrophe. Plain JavaScript, so the sheet worker thread (sheet-worker.mjs) runs it under plain node too.

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * The text as a spreadsheet shows it literally.
 * @param {string} text
 * @returns {string}
 */
export function neutraliseFormula(text) {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
