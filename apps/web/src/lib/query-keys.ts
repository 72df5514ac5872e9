/** The keys `keysUnder` makes: `all` is the root alone, every name the root and that name. */
export type KeysUnder<Root extends string, Name extends string> = { all: readonly [Root] } & {
  [N in Name]: readonly [Root, N];
};

/**
 * An area's query keys under one root, so invalidating `all` refreshes every query of the area and
 * a live event can refresh exactly the one it changed (`keysUnder('otc', ['orders']).orders` is
 * `['otc', 'orders']`).
 */
export function keysUnder<const Root extends string, const Name extends string>(
  root: Root,
  names: readonly Name[],
): KeysUnder<Root, Name> {
  const named = Object.fromEntries(names.map((name) => [name, [root, name] as const]));
  return { all: [root] as const, ...named } as KeysUnder<Root, Name>;
}
