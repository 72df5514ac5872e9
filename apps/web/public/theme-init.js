// Sets the colour scheme before the first paint, from the key lib/theme.ts stores it under, so a
// dark-theme reader never sees a white flash. External because the CSP forbids inline scripts.
(() => {
  let scheme = 'light';
  try {
    const stored = window.localStorage.getItem('coffer.color-scheme');
    if (stored === 'dark' || stored === 'light') scheme = stored;
  } catch {
    // Storage blocked: the default (light) theme.
  }
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
  document.documentElement.style.colorScheme = scheme;
})();
