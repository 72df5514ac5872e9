/**
 * What the app used of i18next, in a few hundred bytes (issue 14): flat keys (`header.login`) in
 * namespaces (`common:header.login` names another), `{{name}}` interpolation (unescaped: React
 * escapes), plurals by `count` with the language's `_one` / `_other` (and `_zero`) keys, a
 * `defaultValue`, namespaces loaded on demand, and a language switch that re-renders the readers.
 */
export type Catalogue = Record<string, string>;
export type CatalogueLoader = (language: string, namespace: string) => Promise<Catalogue>;

export interface TranslateOptions {
  count?: number;
  defaultValue?: string;
  ns?: string | readonly string[];
  [name: string]: unknown;
}

const list = (ns: string | readonly string[]): readonly string[] => (typeof ns === 'string' ? [ns] : ns);
const placeholder = /\{\{\s*-?\s*([^}\s]+)\s*\}\}/g;

export class Translator {
  language: string;
  isInitialized = false;
  private readonly catalogues = new Map<string, Catalogue>();
  private readonly loading = new Map<string, Promise<void>>();
  private readonly namespaces = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private readonly fixed = new Map<string, (key: string, options?: TranslateOptions | string) => string>();

  constructor(
    private readonly load: CatalogueLoader,
    fallbackLanguage: string,
  ) {
    this.language = fallbackLanguage;
  }

  get resolvedLanguage(): string {
    return this.language;
  }

  /** Loads the namespaces' catalogues in the current language (each once). */
  loadNamespaces(ns: string | readonly string[]): Promise<void> {
    return this.loadIn(this.language, list(ns));
  }

  hasLoadedNamespaces(ns: readonly string[]): boolean {
    return ns.every((n) => this.catalogues.has(`${this.language}/${n}`));
  }

  /** Switches language once every namespace read so far (and `also`) is there in it. */
  async changeLanguage(language: string, also: readonly string[] = []): Promise<void> {
    await this.loadIn(language, [...this.namespaces, ...also]);
    this.isInitialized = true;
    if (language === this.language) return;
    this.language = language;
    this.fixed.clear();
    for (const listener of this.listeners) listener();
  }

  /** Called on each language switch; returns the unsubscribe. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  exists(key: string, options?: TranslateOptions): boolean {
    return this.lookup(key, options ?? {}, ['common']) !== undefined;
  }

  t = (key: string, options?: TranslateOptions | string): string => this.translate(key, options, ['common']);

  /** A `t` reading `ns` in order (the first by default), the same function until the language changes. */
  getFixedT(ns: readonly string[]): (key: string, options?: TranslateOptions | string) => string {
    const id = ns.join(',');
    let t = this.fixed.get(id);
    if (!t) {
      t = (key, options) => this.translate(key, options, ns);
      this.fixed.set(id, t);
    }
    return t;
  }

  private translate(key: string, given: TranslateOptions | string | undefined, ns: readonly string[]) {
    const options: TranslateOptions = typeof given === 'string' ? { defaultValue: given } : (given ?? {});
    const found = this.lookup(key, options, ns) ?? options.defaultValue;
    if (found === undefined) return this.split(key, ns)[1];
    return found.replace(placeholder, (_, name: string) => {
      const value = options[name];
      return value === undefined || value === null ? '' : String(value);
    });
  }

  /** `ns:key` names its namespace when `ns` is one of ours (a message may hold a colon). */
  private split(key: string, ns: readonly string[]): [string, string, readonly string[]] {
    const at = key.indexOf(':');
    if (at > 0) return [key.slice(0, at), key.slice(at + 1), [key.slice(0, at)]];
    return ['', key, ns];
  }

  private lookup(key: string, options: TranslateOptions, fixedNs: readonly string[]): string | undefined {
    const [, bare, fromKey] = this.split(key, fixedNs);
    const namespaces = fromKey !== fixedNs ? fromKey : options.ns ? list(options.ns) : fixedNs;
    const { count } = options;
    const keys =
      typeof count === 'number'
        ? [
            ...(count === 0 ? [`${bare}_zero`] : []),
            `${bare}_${new Intl.PluralRules(this.language).select(count)}`,
            bare,
          ]
        : [bare];
    for (const n of namespaces) {
      const catalogue = this.catalogues.get(`${this.language}/${n}`);
      if (!catalogue) continue;
      for (const k of keys) if (catalogue[k] !== undefined) return catalogue[k];
    }
    return undefined;
  }

  private loadIn(language: string, ns: readonly string[]): Promise<void> {
    return Promise.all(
      ns.map((n) => {
        this.namespaces.add(n);
        const id = `${language}/${n}`;
        if (this.catalogues.has(id)) return undefined;
        let pending = this.loading.get(id);
        if (!pending) {
          pending = this.load(language, n).then(
            (catalogue) => {
              this.catalogues.set(id, catalogue);
              this.loading.delete(id);
            },
            () => {
              // As i18next did: a catalogue that failed to load leaves its keys showing, not a broken page.
              this.catalogues.set(id, {});
              this.loading.delete(id);
            },
          );
          this.loading.set(id, pending);
        }
        return pending;
      }),
    ).then(() => undefined);
  }
}
