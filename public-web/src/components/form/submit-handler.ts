/**
 * A form's asynchronous submission as the `onSubmit` React expects, a handler returning nothing: React
 * neither waits for nor reads what a handler returns. The submission shows its own outcome (a toast, the
 * fields' messages, the next chat step), so the promise is let go here, once, instead of in every form.
 */
export function submitHandler<Event>(submission: (event: Event) => Promise<unknown>): (event: Event) => void {
  return (event) => void submission(event);
}
