import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientInputFiles, clientInputsHash, WEB_ROOT } from '../node/index.ts';

describe('what the built client is made of', () => {
  it("lists the web's own sources and those of every @nobid package it bundles, texts included", () => {
    const files = clientInputFiles().map((f) => relative(WEB_ROOT, f));
    expect(files).toContain('src/main.tsx');
    expect(files).toContain('index.html');
    expect(files).toContain('../nobid/texts/ko/cards.ftl');
    expect(files).toContain('../protocol/src/protocol.ts');
    expect(files).toContain('../engine/src/rng.ts');
    expect(files.some((f) => f.startsWith('../server/'))).toBe(false);
  });

  it('hashes them to the same value twice', () => {
    expect(clientInputsHash()).toMatch(/^[0-9a-f]{64}$/);
    expect(clientInputsHash()).toBe(clientInputsHash());
  });
});
