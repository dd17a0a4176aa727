/**
 * The button laid over a card's face: empty, so its accessible name is the card's own (WCAG
 * 2.5.3), with the card's note and the meanings of its card terms as its description and tooltip. No Bid's cards and Startups'
 * company cards both wear it.
 */
export function CardHit(props: {
  readonly className: string;
  readonly name: string;
  readonly note?: string | undefined;
  /** The meanings of the card terms its rule uses, one a line: the tooltip's last lines. */
  readonly glossary?: string | undefined;
  readonly pressed?: boolean | undefined;
  readonly dimmed?: boolean | undefined;
  readonly data: Readonly<Record<`data-${string}`, string | number | undefined>>;
  readonly onClick?: (() => void) | undefined;
}) {
  return (
    <button
      type="button"
      className={props.className}
      aria-label={props.name}
      aria-description={[props.note, props.glossary].filter(Boolean).join('. ') || undefined}
      aria-pressed={props.pressed}
      aria-disabled={props.dimmed || undefined}
      title={[props.note ? `${props.name}: ${props.note}` : props.name, props.glossary]
        .filter(Boolean)
        .join('\n')}
      {...props.data}
      onClick={props.onClick}
    />
  );
}
