/** Where the app's database lives unless DATABASE_URL says otherwise. */
export const DEFAULT_DATABASE_URL = 'postgresql://postgres@127.0.0.1:5432/rihla';

export function databaseUrl(): string {
  return process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
}
