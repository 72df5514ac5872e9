/**
 * The developer page behind a chunk of its own: the router's table names only this small module,
 * so the long list of chunks the page needs (its tables, tabs, inputs) is written here rather than
 * in the entry that every first visit downloads.
 */
export const loadApiDocument = () => import('./api-document');
