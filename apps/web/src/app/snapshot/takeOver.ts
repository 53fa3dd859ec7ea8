import type { DehydratedState } from '@tanstack/react-query';

/**
 * The app taking over a page's snapshot (the login page's, renderLogin.tsx, or the signed-in
 * dashboard the server rendered, renderDashboard.tsx), which a person may already have typed into,
 * focused or clicked (build/snapshotLoader.js holds a click or submit back and marks it on #root).
 * The app renders the same page, the dashboard from the answers it was rendered from; what the
 * person did is carried over: the n-th field gets the n-th field's value, a held-back link is
 * followed, and a held-back click on a button (found by its name) or a submit is done again.
 */
const FIELDS = 'input, textarea';

export interface Snapshot {
  fields: HTMLInputElement[];
  focused: () => number;
  /** The answers the server rendered the page from, if it did. */
  queries?: DehydratedState;
}

/** The snapshot's fields, kept (their values survive the page's replacement), and which one has the focus. */
export function takeSnapshot(root: HTMLElement): Snapshot | undefined {
  if (!root.hasAttribute('data-snapshot')) return undefined;
  const fields = [...root.querySelectorAll<HTMLInputElement>(FIELDS)];
  let focused = fields.indexOf(document.activeElement as HTMLInputElement);
  // On the snapshot's own fields: the app's page is in #root too, and its autofocus must not count.
  fields.forEach((field, index) => {
    field.addEventListener('focus', () => {
      focused = index;
    });
  });
  const queries = document.getElementById('snapshot-queries')?.textContent;
  return { fields, focused: () => focused, queries: queries ? (JSON.parse(queries) as DehydratedState) : undefined };
}

/** Sets a value as typing does, so React's onChange (and the form's state) sees it. */
function type(field: HTMLInputElement, value: string) {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A link held back: the app's own link to the same address (the router's way), else the address itself. */
function follow(root: HTMLElement, href: string) {
  const link = [...root.querySelectorAll<HTMLAnchorElement>('a[href]')].find((anchor) => anchor.getAttribute('href') === href);
  if (link) link.click();
  else window.location.assign(href);
}

/** A button held back: the app's button of the same name (its label, or its text). */
function press(root: HTMLElement, name: string) {
  [...root.querySelectorAll<HTMLButtonElement>('button')]
    .find((button) => (button.getAttribute('aria-label') ?? button.textContent?.trim()) === name)
    ?.click();
}

/**
 * After the app's first render: the values, the held-back click or submit, then the focus (a field
 * focused after the click, as a replayed click on a button would move the focus away from it).
 */
export function carryOver(snapshot: Snapshot, root: HTMLElement) {
  if (!root.hasAttribute('data-snapshot')) return;
  const pending = root.getAttribute('data-snapshot-pending');
  root.removeAttribute('data-snapshot');
  root.removeAttribute('data-snapshot-pending');
  // The app's own styles are in the page by now (emotion inserts them before layout effects run).
  document.querySelector('style[data-snapshot-style]')?.remove();
  const fields = [...root.querySelectorAll<HTMLInputElement>(FIELDS)];
  snapshot.fields.forEach((before, index) => {
    const now = fields[index];
    if (!now || now.type !== before.type) return;
    if (now.type === 'checkbox' || now.type === 'radio') {
      if (now.checked !== before.checked) now.click();
    } else if (now.value !== before.value) type(now, before.value);
  });
  if (pending === 'submit') root.querySelector('form')?.requestSubmit();
  else if (pending?.startsWith('link:')) follow(root, pending.slice(5));
  else if (pending?.startsWith('button:')) press(root, pending.slice(7));
  const focused = fields[snapshot.focused()];
  if (focused) {
    const { selectionStart, selectionEnd } = snapshot.fields[snapshot.focused()] ?? {};
    focused.focus();
    // An e-mail input has no selection (null).
    if (selectionStart != null && selectionEnd != null) focused.setSelectionRange(selectionStart, selectionEnd);
  }
}
