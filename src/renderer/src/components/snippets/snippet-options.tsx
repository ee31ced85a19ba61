// The snippet list of the picker: a listbox of the reviewer's snippets, then the team's, each group
// named; the active option (the combobox's aria-activedescendant) is the selected one, named by what
// it shows (its name, then its text). Names and texts are isolated, so an Arabic snippet reads right in
// an English console and the other way round.
import { useTranslation } from 'react-i18next';
import classes from './snippet-picker.module.css';

export interface SnippetOption {
  /** Unique in the list, and part of the option's element id. */
  key: string;
  group: 'personal' | 'team';
  name: string;
  text: string;
  /** What the filter searches (snippet-search.ts). */
  searchKey: string;
}

interface SnippetOptionsProps {
  id: string;
  labelId: string;
  options: readonly SnippetOption[];
  active: SnippetOption | undefined;
  optionId(option: SnippetOption): string;
  onHover(option: SnippetOption): void;
  onChoose(option: SnippetOption): void;
}

const GROUPS = ['personal', 'team'] as const;

export function SnippetOptions({
  id,
  labelId,
  options,
  active,
  optionId,
  onHover,
  onChoose,
}: SnippetOptionsProps) {
  const { t } = useTranslation('snippets');
  return (
    <div role="listbox" id={id} aria-labelledby={labelId} className={classes.list}>
      {GROUPS.map((group) => {
        const inGroup = options.filter((option) => option.group === group);
        if (inGroup.length === 0) return null;
        const groupLabelId = `${id}-${group}`;
        return (
          <div key={group} role="group" aria-labelledby={groupLabelId}>
            <div id={groupLabelId} role="presentation" className={classes.groupLabel}>
              {t(`picker.${group}`)}
            </div>
            {inGroup.map((option) => (
              <div
                key={option.key}
                id={optionId(option)}
                role="option"
                aria-selected={option === active}
                className={classes.option}
                // Focus stays in the filter: a click chooses without taking it.
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => option !== active && onHover(option)}
                onClick={() => onChoose(option)}
              >
                <bdi className={classes.name}>{option.name}</bdi>{' '}
                <span className={classes.text} dir="auto">
                  {option.text}
                </span>
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
}
