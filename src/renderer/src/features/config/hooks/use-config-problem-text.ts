import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConfigProblem } from '@shared/ipc/config-report';

/** Main's reason, as a sentence in the UI language (main sends codes, never sentences). */
export function useConfigProblemText() {
  const { t } = useTranslation('config');
  return useCallback(
    (problem: ConfigProblem) =>
      problem.code === 'invalidValue'
        ? t('problem.invalidValue', {
            key: problem.key,
            // A registry type (REG_DWORD) is named as IT knows it.
            expected: t(`expected.${problem.expected}`, { defaultValue: problem.expected }),
            found: t(`type.${problem.found}`, { defaultValue: problem.found }),
          })
        : t(`problem.${problem.code}`, { ...problem }),
    [t],
  );
}
