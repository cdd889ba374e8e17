/** After a submit the chart refused, move focus to the first field marked invalid (once React has rendered). */
export function focusFirstInvalid(form: HTMLFormElement): void {
  setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}
