import type { TFunction } from 'i18next';
import { facts } from './facts';

/**
 * A marketing page's texts read by name under one group of its catalogue, for the blocks of
 * blocks.tsx. Apart from the blocks so that a page without them (the landing page, a first visit)
 * does not load the site's facts (issue 14).
 */

/** Steps kept under one group of a page's texts: `<group>.<name>.title` and `.body`, in order. */
export function stepTexts(t: TFunction, group: string, names: readonly string[]) {
  return names.map((name) => ({ title: t(`${group}.${name}.title`), body: t(`${group}.${name}.body`) }));
}

/** A list's texts kept under one group of a page's texts: `<group>.<name>` for every name, in order. */
export function listTexts(t: TFunction, group: string, names: readonly string[]) {
  return names.map((name) => t(`${group}.${name}`, facts));
}

/**
 * A fact table's rows kept under one group of a page's texts: `<group>.<name>.label` and
 * `<group>.<name>.value`, in order (the site's facts fill any figure in them).
 */
export function factRows(t: TFunction, group: string, names: readonly string[]): [string, string][] {
  return names.map((name) => [t(`${group}.${name}.label`, facts), t(`${group}.${name}.value`, facts)]);
}
