/**
 * A page on its way: Ant Design's spinner (four dots, turning), drawn by index.html's `plain-spinner` styles, so
 * that a screen's first render writes none of Ant Design's styles while its chunk loads.
 */
export function Spinner() {
  return (
    <div aria-live="polite" aria-busy="true" style={{ display: 'grid', placeItems: 'center', padding: 48 }}>
      <span className="plain-spinner">
        <i />
        <i />
        <i />
        <i />
      </span>
    </div>
  );
}
