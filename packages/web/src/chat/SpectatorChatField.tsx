/** The host's choice in the create form: spectators chat in their own channel, or not at all. */
import { SPECTATOR_CHAT, type SpectatorChat } from '@nobid/protocol';
import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n.ts';

export function SpectatorChatField(props: {
  readonly value: SpectatorChat;
  onChange(value: SpectatorChat): void;
}): ReactNode {
  const t = useT();
  return (
    <fieldset className="radio-row">
      <legend>{t('field-spectator-chat')}</legend>
      {SPECTATOR_CHAT.map((v) => (
        <label key={v}>
          <input
            type="radio"
            name="spectator-chat"
            value={v}
            checked={props.value === v}
            onChange={() => props.onChange(v)}
          />
          {t(`spectator-chat-${v}`)}
        </label>
      ))}
    </fieldset>
  );
}
