/**
 * A coin's colour in charts, the same whatever its rank (issue 12: colours followed the order of
 * the slices, so a coin changed colour when its share moved). Theme palette names, used through
 * CSS variables so they are right in light and dark alike.
 */
const known: Record<string, string> = {
  BTC: 'orange',
  ETH: 'indigo',
  USDT: 'teal',
  USDC: 'blue',
  TRX: 'red',
  USD: 'green',
  EUR: 'violet',
  GBP: 'grape',
};
/** For coins added later: picked from the code's characters, so stable across visits and users. */
const others = ['cyan', 'pink', 'lime', 'yellow', 'blue', 'grape', 'teal', 'orange', 'indigo', 'red'];

function paletteNameOf(coin: string): string {
  const name = known[coin];
  if (name) return name;
  let hash = 0;
  for (const char of coin) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 1_000_003;
  return others[hash % others.length] ?? 'gray';
}

export const chartColorOf = (coin: string) => `var(--mantine-color-${paletteNameOf(coin)}-6)`;
