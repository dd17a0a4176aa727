/** The notifier's texts (texts/<lang>/notify.ftl), one Fluent bundle a language, made once. */
import { readFileSync } from 'node:fs';
import { createBundle, type FluentBundle, type Lang, type TextArgs } from '@nobid/i18n';

export const notifyFtlUrl = (lang: Lang): URL => new URL(`../texts/${lang}/notify.ftl`, import.meta.url);

const bundles = new Map<Lang, FluentBundle>();

function bundleOf(lang: Lang): FluentBundle {
  let bundle = bundles.get(lang);
  if (!bundle) {
    bundle = createBundle(lang, [readFileSync(notifyFtlUrl(lang), 'utf8')]);
    bundles.set(lang, bundle);
  }
  return bundle;
}

/** One message; a missing one throws (a test checks every language has every message). */
export function text(lang: Lang, id: string, args?: TextArgs): string {
  const bundle = bundleOf(lang);
  const message = bundle.getMessage(id);
  if (!message?.value) throw new Error(`texts/${lang}/notify.ftl has no message "${id}"`);
  return bundle.formatPattern(message.value, args);
}
