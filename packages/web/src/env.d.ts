// Vite's module shapes for the imports the client uses (`?raw` text, CSS side effects). `?raw`
// covers another package's texts too: Vite resolves '@nobid/nobid/texts/en/cards.ftl?raw' through
// that package's exports map.
declare module '*?raw' {
  const text: string;
  export default text;
}
declare module '*.css';

// Build-time settings Vite inlines from VITE_* environment variables.
interface ImportMetaEnv {
  readonly VITE_CONTACT_URL?: string;
  /** 'production' in the build, 'test' under vitest. */
  readonly MODE: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
  /**
   * Vite's glob import, in the one form the client uses: every matching file's text, at build
   * time (patterns starting with `!` leave files out).
   */
  glob<T>(
    pattern: string | readonly string[],
    options: { query: '?raw'; import: 'default'; eager: true },
  ): Record<string, T>;
}
