/**
 * The app taking over the login page's snapshot (renderLogin.tsx), which a guest may already have
 * typed into, focused or clicked (build/snapshotLoader.js holds a click or submit back and marks it
 * on #root). The app renders the same page; what the person did is carried over by position:
 * the n-th field gets the n-th field's value, and a held-back click or submit is done again.
 */
const FIELDS = 'input, textarea';
const CLICKABLE = 'a[href], button';

export interface Snapshot {
  fields: HTMLInputElement[];
  focused: () => number;
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
  return { fields, focused: () => focused };
}

/** Sets a value as typing does, so React's onChange (and the form's state) sees it. */
function type(field: HTMLInputElement, value: string) {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
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
  else if (pending?.startsWith('click:')) root.querySelectorAll<HTMLElement>(CLICKABLE)[Number(pending.slice(6))]?.click();
  const focused = fields[snapshot.focused()];
  if (focused) {
    const { selectionStart, selectionEnd } = snapshot.fields[snapshot.focused()] ?? {};
    focused.focus();
    // An e-mail input has no selection (null).
    if (selectionStart != null && selectionEnd != null) focused.setSelectionRange(selectionStart, selectionEnd);
  }
}
