// Import… (the system's file chooser, through a labelled button) and Export (snippets.json, in the
// format other tools read: resources/snippets/snippets.schema.json).
import { Button, FileButton } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { writeSnippetFile } from '@shared/domain/snippet-file';
import type { Snippet } from '@renderer/lib/snippets/snippets';
import { downloadTextFile } from '../lib/download-file';

export const EXPORT_FILE_NAME = 'snippets.json';

interface SnippetFileButtonsProps {
  snippets: readonly Snippet[];
  disabled: boolean;
  onImport(file: File): void;
}

export function SnippetFileButtons({ snippets, disabled, onImport }: SnippetFileButtonsProps) {
  const { t } = useTranslation('snippets');
  const resetImport = useRef<() => void>(null);
  return (
    <>
      <FileButton
        accept="application/json,.json"
        resetRef={resetImport}
        disabled={disabled}
        onChange={(file) => {
          // Cleared at once, so choosing the same file again (once corrected) imports it again.
          resetImport.current?.();
          if (file) onImport(file);
        }}
      >
        {(props) => (
          <Button variant="default" disabled={disabled} {...props}>
            {t('manage.file.import')}
          </Button>
        )}
      </FileButton>
      <Button
        variant="default"
        disabled={disabled || snippets.length === 0}
        onClick={() => downloadTextFile(EXPORT_FILE_NAME, writeSnippetFile(snippets))}
      >
        {t('manage.file.export')}
      </Button>
    </>
  );
}
