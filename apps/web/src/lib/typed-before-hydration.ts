/**
 * What the reader typed, or the browser's password manager filled in, into a prerendered form
 * before the app took it over (issue 14): React keeps such text on screen but never saw it (React
 * 19 does not replay those changes yet, facebook/react#33129 is behind a flag), so a controlled
 * form's state stays empty while its fields look filled. An input React drew or updated always
 * has its value equal to its `defaultValue` (React keeps the attribute in step), so a difference
 * means a change made outside React. Read it once the form is hydrated, in an effect: the render
 * after hydration would write the state's value back over the text.
 */
export function typedBeforeHydration<F extends string>(
  inputs: Partial<Record<F, HTMLElement | null>>,
): Partial<Record<F, string>> {
  const typed: Partial<Record<F, string>> = {};
  for (const [field, element] of Object.entries(inputs) as [F, HTMLElement | null][]) {
    if (element instanceof HTMLInputElement && element.value !== element.defaultValue)
      typed[field] = element.value;
    if (element instanceof HTMLSelectElement && !element.selectedOptions[0]?.defaultSelected)
      typed[field] = element.value;
  }
  return typed;
}
