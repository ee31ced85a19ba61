// The snippet list of a note or the conclusion, opened by Ctrl+/ (snippet-picker-store.ts) or its
// button: a WAI-ARIA combobox whose filter input keeps the focus while ↑ and ↓ move the active option,
// Enter inserts it at the caret (its placeholders filled) and Esc goes back to the text, the caret where
// it was. Drawn in the page under its text box, so no clipped or detached popup.
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isolate } from '@renderer/lib/bidi';
import { paths } from '@renderer/lib/paths';
import { matchesKeys } from '@renderer/lib/shortcuts/matching';
import { exceedsMaxLength, insertedText, typeInto } from '@renderer/lib/snippets/insert-text';
import {
  snippetPickerShortcut,
  useSnippetPicker,
  type OpenSnippetList,
  type SnippetField,
} from '@renderer/lib/snippets/snippet-picker-store';
import { matchesQuery } from '@renderer/lib/snippets/snippet-search';
import { fillPlaceholders, type PlaceholderValues } from '@renderer/lib/snippets/snippets';
import { SnippetOptions, type SnippetOption } from './snippet-options';
import { useSnippetOptions } from './use-snippet-options';
import classes from './snippet-picker.module.css';

export interface SnippetPickerProps {
  /** The text box it inserts into (marked `data-snippet-field`, so Ctrl+/ opens the list from it). */
  field: RefObject<SnippetField | null>;
  /** What the placeholders stand for here, read when a snippet is inserted; one left out stays as written. */
  placeholders(): Partial<PlaceholderValues>;
}

export function SnippetPicker({ field, placeholders }: SnippetPickerProps) {
  const open = useSnippetPicker((state) =>
    state.open && state.open.field === field.current ? state.open : null,
  );
  return open ? <OpenSnippetPicker open={open} placeholders={placeholders} /> : null;
}

const openKey = snippetPickerShortcut();
const NONE: SnippetOption[] = [];

function OpenSnippetPicker({
  open,
  placeholders,
}: {
  open: OpenSnippetList;
  placeholders(): Partial<PlaceholderValues>;
}) {
  const { t } = useTranslation('snippets');
  const id = useId();
  const read = useSnippetOptions();
  const options = read ?? NONE;
  const [query, setQuery] = useState('');
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const shown = useMemo(
    () => options.filter((option) => matchesQuery(option.searchKey, query)),
    [options, query],
  );
  // The first match is active until the arrows choose another (or it is filtered away).
  const active = shown.find((option) => option.key === activeKey) ?? shown[0];
  const optionId = (option: SnippetOption) => `${id}-${option.key}`;

  useEffect(() => {
    input.current?.focus();
    input.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  const activeId = active ? optionId(active) : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const hide = useSnippetPicker((state) => state.hide);
  // Gone with its screen (a link followed from it): nothing stays open for a text box no longer there.
  useEffect(
    () => () => {
      if (useSnippetPicker.getState().open === open) hide();
    },
    [open, hide],
  );
  const backToText = () => {
    hide();
    open.field.focus();
    open.field.setSelectionRange(...open.selection);
  };
  const insert = (option: SnippetOption) => {
    const edit = insertedText(
      open.field.value,
      open.selection,
      fillPlaceholders(option.text, placeholders()),
    );
    if (exceedsMaxLength(edit, open.field.maxLength)) {
      const length = edit.value.length;
      setProblem(t('picker.tooLong', { name: isolate(option.name), length, max: open.field.maxLength }));
      return;
    }
    hide();
    typeInto(open.field, edit);
  };
  const move = (step: 1 | -1) => {
    if (shown.length === 0) return;
    const at = active ? shown.indexOf(active) : -1;
    setActiveKey(shown[(at + step + shown.length) % shown.length]!.key);
    setProblem(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const { nativeEvent } = event;
    if (nativeEvent.isComposing || nativeEvent.keyCode === 229) return;
    // Every key the list answers is its own: never the step's Esc, Ctrl+Enter or a form's submit too.
    const own = () => {
      event.preventDefault();
      event.stopPropagation();
    };
    if (matchesKeys(openKey, nativeEvent) || event.key === 'Escape') {
      own();
      backToText();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      own();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      own();
      const plain = !event.ctrlKey && !event.metaKey && !event.altKey && !event.shiftKey;
      if (plain && active) insert(active);
    }
  };

  const none = read !== null && options.length === 0;
  const statusText = none ? t('picker.empty') : read && shown.length === 0 ? t('picker.noMatch') : '';
  const expanded = shown.length > 0;
  return (
    <div
      className={classes.picker}
      data-snippet-picker
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (!(next instanceof Node && event.currentTarget.contains(next))) hide();
      }}
    >
      <label id={`${id}-label`} htmlFor={`${id}-input`} className={classes.label}>
        {t('picker.label')}
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        className={classes.input}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? `${id}-list` : undefined}
        aria-activedescendant={expanded ? activeId : undefined}
        aria-describedby={[`${id}-hint`, problem && `${id}-problem`].filter(Boolean).join(' ')}
        autoComplete="off"
        spellCheck={false}
        dir="auto"
        value={query}
        onChange={(event) => {
          setQuery(event.currentTarget.value);
          setActiveKey(null);
          setProblem(null);
        }}
        onKeyDown={onKeyDown}
      />
      <p id={`${id}-hint`} className={classes.hint}>
        {t('picker.hint')}
      </p>
      {problem && (
        <p id={`${id}-problem`} role="alert" className={classes.problem}>
          {problem}
        </p>
      )}
      {expanded && (
        <SnippetOptions
          id={`${id}-list`}
          labelId={`${id}-label`}
          options={shown}
          active={active}
          optionId={optionId}
          onHover={(option) => setActiveKey(option.key)}
          onChoose={insert}
        />
      )}
      <p role="status" className={classes.status}>
        {statusText}
      </p>
      {none && (
        <Link to={paths.settings.getHref()} className={classes.settingsLink}>
          {t('picker.settings')}
        </Link>
      )}
    </div>
  );
}
