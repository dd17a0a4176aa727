/**
 * The create form's edition field, for a game that plays editions: its default, or a file the
 * host uploads (a variant). The file is read here and judged by the server.
 */
import { MAX_EDITION_BYTES, type TableEdition } from '@nobid/protocol';
import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n.ts';
import { editionName } from './edition-label.ts';
import { type EditionFile, readEditionFile } from './read-edition-file.ts';

export type EditionChoice =
  | { readonly kind: 'default' }
  /** `file` is null until one is picked. */
  | { readonly kind: 'upload'; readonly file: EditionFile | null };

export const DEFAULT_CHOICE: EditionChoice = { kind: 'default' };

export function EditionField(props: {
  readonly gameDefault: TableEdition;
  readonly value: EditionChoice;
  onChange(value: EditionChoice): void;
}): ReactNode {
  const t = useT();
  const { gameDefault, value, onChange } = props;
  const file = value.kind === 'upload' ? value.file : null;
  return (
    <div className="field">
      <label htmlFor="create-edition">{t('field-edition')}</label>
      <select
        id="create-edition"
        value={value.kind}
        onChange={(e) =>
          onChange(e.currentTarget.value === 'upload' ? { kind: 'upload', file: null } : DEFAULT_CHOICE)
        }
      >
        <option value="default">{t('edition-default', { edition: editionName(gameDefault) })}</option>
        <option value="upload">{t('edition-upload')}</option>
      </select>
      {value.kind === 'upload' && (
        <>
          <label htmlFor="create-edition-file">
            {t('edition-file', { kib: Math.round(MAX_EDITION_BYTES / 1024) })}
          </label>
          <input
            id="create-edition-file"
            type="file"
            accept=".json,application/json"
            onChange={async (e) => {
              const picked = e.currentTarget.files?.[0];
              onChange({
                kind: 'upload',
                file: picked ? readEditionFile(picked.name, await picked.text()) : null,
              });
            }}
          />
          {file?.ok && (
            <p className="hint">
              {file.label
                ? t('edition-file-chosen', { file: file.file, edition: file.label })
                : t('edition-file-unnamed', { file: file.file })}
            </p>
          )}
          {file && !file.ok && (
            <p className="problem" role="alert">
              {t('edition-file-not-json', { file: file.file, reason: file.reason })}
            </p>
          )}
        </>
      )}
    </div>
  );
}
