/** The migrated database every PostgreSQL test file copies. */
export const TEMPLATE_DATABASE = 'backoffice_test_template';

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
