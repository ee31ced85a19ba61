// One side of a changed field's comparison: the earlier value with what was removed in <del>, or the
// current one with what was added in <ins>, each mark named for screen readers in the UI language
// (browsers do not announce <del> and <ins> themselves).
import { VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { withoutBidiControls as shown } from '@shared/domain/preview-text';
import { useFieldTexts } from '../hooks/use-field-texts';
import type { MarkedValue, Segment } from '../lib/value-changes';
import classes from './field-list.module.css';
import changes from './value-changes.module.css';

export type MarkKind = 'removed' | 'added';

interface MarkTexts {
  start: string;
  end: string;
}

function Mark({ kind, texts, children }: { kind: MarkKind; texts: MarkTexts; children: ReactNode }) {
  const content = (
    <>
      <VisuallyHidden component="span">{texts.start} </VisuallyHidden>
      {children}
      <VisuallyHidden component="span"> {texts.end}</VisuallyHidden>
    </>
  );
  return kind === 'removed' ? (
    <del className={changes.removed}>{content}</del>
  ) : (
    <ins className={changes.added}>{content}</ins>
  );
}

function Segments({ segments, kind, texts }: { segments: Segment[]; kind: MarkKind; texts: MarkTexts }) {
  return segments.map((segment, index) =>
    segment.marked ? (
      <Mark key={index} kind={kind} texts={texts}>
        {shown(segment.text)}
      </Mark>
    ) : (
      shown(segment.text)
    ),
  );
}

export function MarkedValueView({ value, kind }: { value: MarkedValue; kind: MarkKind }) {
  const { t, words } = useFieldTexts();
  const texts = { start: t(`changes.${kind}`), end: t(`changes.${kind}End`) };
  switch (value.kind) {
    case 'empty':
      return <p className={classes.empty}>{words.noValue}</p>;
    case 'text':
      return (
        <p className={`${classes.text} ${changes.lines}`} dir="auto">
          <Segments segments={value.segments} kind={kind} texts={texts} />
        </p>
      );
    case 'list':
      return (
        <ul className={classes.values}>
          {value.items.map((item, index) => (
            <li key={index}>
              <bdi>
                <Segments segments={[item]} kind={kind} texts={texts} />
              </bdi>
            </li>
          ))}
        </ul>
      );
    case 'entries':
      return value.entries.map((entry) => (
        <p key={entry.label} className={classes.text}>
          <span className={classes.entryName}>{entry.label}:</span>{' '}
          <bdi>
            <Segments segments={entry.segments} kind={kind} texts={texts} />
          </bdi>
        </p>
      ));
  }
}
