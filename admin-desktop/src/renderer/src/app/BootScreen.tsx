/**
 * What the back office shows until it knows whether a member is signed in: the same as index.html paints before
 * any script (its styles are there), so the first paint comes with the HTML and nothing moves when React takes
 * over. Plain elements: the sign-in screen's first render computes no component styles.
 */
export function BootScreen({ status = 'Caricamento…' }: { status?: string }) {
  return (
    <main className="boot-screen">
      <h1>Area Amministrativa</h1>
      <p role="status">{status}</p>
    </main>
  );
}
