/**
 * A refusal as the server words it: the first line, and each further line (a refused edition
 * lists one problem a line, with its path) as an item. Text only, escaped by React: an uploaded
 * edition's problems may quote what its file says.
 */
import type { ReactNode } from 'react';

export function ProblemText({ message, heading }: { message: string; heading?: string }): ReactNode {
  const [first, ...rest] = message.split('\n');
  const lines = rest.map((l) => l.trim()).filter((l) => l.length > 0);
  return (
    <div className="problem" role="alert">
      {heading && <p>{heading}</p>}
      <p>{first}</p>
      {lines.length > 0 && (
        <ul className="problem-lines">
          {lines.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines are the message's, in order.
            <li key={i}>{line}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
