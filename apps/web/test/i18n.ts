import { beforeAll } from 'vitest';
import { i18n, initI18n } from '../src/lib/i18n';

/** Before a file's tests: the app's texts in English, with the `namespaces` its screens read. */
export function inEnglish(namespaces: string[]) {
  beforeAll(async () => {
    await initI18n('en');
    await i18n.loadNamespaces(namespaces);
  });
}
