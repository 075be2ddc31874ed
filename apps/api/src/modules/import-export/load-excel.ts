/**
 * exceljs takes over a second to load, longer than the rest of the server together; only the import and
 * export jobs use it, so it loads with the first of them rather than with every start.
 */
export const loadExcel = async () => (await import('exceljs')).default;
