import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateOrder, parseDate } from '../lib/dates/parseDate';
import { isoToTyped } from '../lib/dates/typedDay';
import { currentLanguageTag } from '../lib/i18n';

interface Props {
  label: string;
  /** The applied value (from the URL): text, or an ISO day for dates. */
  value: string | undefined;
  onCommit: (value: string | undefined) => void;
}

/** A list's search text, applied once typing pauses so every key press does not load the list. */
export function TextFilterField({ label, value, onCommit }: Props) {
  const [text, setText] = useState(value ?? '');
  const commit = useRef(onCommit);
  commit.current = onCommit;
  const typed = useRef(false);
  useEffect(() => {
    if (!typed.current) return;
    const timer = setTimeout(() => commit.current(text.trim() || undefined), 350);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <TextField
      size="small"
      label={label}
      value={text}
      onChange={(event) => {
        typed.current = true;
        setText(event.target.value);
      }}
    />
  );
}

/** A day typed in the language's order; applied once it is a date, marked while it is not. */
export function DateFilterField({ label, value, onCommit }: Props) {
  const { t } = useTranslation();
  const order = dateOrder(currentLanguageTag());
  const [text, setText] = useState(isoToTyped(value));
  const [invalid, setInvalid] = useState(false);
  const apply = (typed: string, final: boolean) => {
    const iso = typed.trim() ? parseDate(typed, order) : undefined;
    const wrong = iso === null;
    if (final) setInvalid(wrong);
    if (!wrong && (iso ?? undefined) !== value) onCommit(iso ?? undefined);
  };
  return (
    <TextField
      size="small"
      label={label}
      value={text}
      error={invalid}
      helperText={invalid ? t('validation.format') : undefined}
      onChange={(event) => {
        setText(event.target.value);
        apply(event.target.value, false);
      }}
      onBlur={() => apply(text, true)}
      slotProps={{ htmlInput: { inputMode: 'numeric', placeholder: t(`dateInput.${order}`) }, inputLabel: { shrink: true } }}
      sx={{ maxWidth: { sm: 160 } }}
    />
  );
}

/** Filters side by side, wrapping; two to a row on a phone. */
export const filterRow = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 1.5,
  mb: 2,
  '& > .MuiTextField-root': { flex: { xs: '1 1 140px', sm: '0 1 180px' } },
} as const;
