/** A row of tabs (rules page, lab): one button per id, the current one marked for screen readers and CSS. */
export function TabBar<Id extends string>(props: {
  readonly ids: readonly Id[];
  readonly current: Id;
  readonly label: string;
  readonly className: string;
  readonly title: (id: Id) => string;
  readonly onSelect: (id: Id) => void;
}) {
  return (
    <div className={props.className} role="tablist" aria-label={props.label}>
      {props.ids.map((id) => (
        <button
          key={id}
          type="button"
          role="tab"
          aria-selected={props.current === id}
          className={`tab${props.current === id ? ' current' : ''}`}
          onClick={() => props.onSelect(id)}
        >
          {props.title(id)}
        </button>
      ))}
    </div>
  );
}
