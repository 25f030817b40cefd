/** A row id as PostgreSQL's uuid type takes it: checked before a query, so a bad id is a 404, not a 500. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
