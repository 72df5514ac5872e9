// The CSV helpers are shared (lib/csv.ts); the assets screens keep importing them from here.
export * from '../../../lib/csv';
