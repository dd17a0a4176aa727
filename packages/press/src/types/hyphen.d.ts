/** The part of `hyphen` the press uses (the package ships no types; it is CommonJS). */
declare module 'hyphen/de-1996' {
  const german: {
    hyphenateSync(text: string, options?: { hyphenChar?: string; minWordLength?: number }): string;
  };
  export default german;
}
