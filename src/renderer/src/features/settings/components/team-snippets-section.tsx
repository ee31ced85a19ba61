// The team's snippets, set by IT in the configuration: read-only, with the place that set them; or,
// when the configured set could not be used, why (a file's own error, left to right). A browser has
// no configuration, hence nothing here.
import { Alert, Badge, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamSnippets } from '@shared/ipc/contract';
import { useTeamSnippets } from '@renderer/lib/hooks/use-snippets';
import { snippetFileProblemText, type SnippetsProblem } from '../lib/snippet-file-problem';
import classes from './snippet-list.module.css';

export function TeamSnippetsSection() {
  const team = useTeamSnippets().data;
  if (!team || (team.problem === null && team.snippets.length === 0)) return null;
  return team.problem ? (
    <TeamSnippetsProblem problem={team.problem} team={team} />
  ) : (
    <TeamSnippetList team={team} />
  );
}

/** The configuration place, worded as the configuration screen words it. */
function useSourceText(team: TeamSnippets) {
  const { t } = useTranslation('config');
  return team.source ? t(`location.${team.source}`) : null;
}

function TeamSnippetsProblem({ problem, team }: { problem: SnippetsProblem; team: TeamSnippets }) {
  const { t } = useTranslation('snippets');
  const source = useSourceText(team);
  return (
    <Alert color="orange" title={t('manage.team.problemTitle')} data-testid="team-snippets-problem">
      <Stack gap={4}>
        <Text size="sm">{snippetFileProblemText(t, problem)}</Text>
        {problem.kind === 'unreadable' && problem.detail && (
          <Code dir="ltr" block className={classes.text}>
            {problem.detail}
          </Code>
        )}
        {source && <Text size="sm">{t('manage.team.problemSource', { source })}</Text>}
      </Stack>
    </Alert>
  );
}

function TeamSnippetList({ team }: { team: TeamSnippets }) {
  const { t } = useTranslation('snippets');
  const headingId = useId();
  const source = useSourceText(team);
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId} data-testid="team-snippets">
      <Group gap="xs">
        <Title order={3} size="h4" id={headingId}>
          {t('manage.team.heading')}
        </Title>
        <Badge variant="light" color="gray">
          {t('manage.team.readOnly')}
        </Badge>
      </Group>
      <Text size="sm">
        {t('manage.team.description')} {source && t('manage.team.source', { source })}
      </Text>
      <ol className={classes.list} aria-labelledby={headingId}>
        {team.snippets.map((snippet) => (
          <Paper component="li" key={snippet.name} withBorder p="sm" radius="sm">
            <Text fw={600} dir="auto" className={classes.text}>
              {snippet.name}
            </Text>
            <Text size="sm" dir="auto" className={classes.text}>
              {snippet.text}
            </Text>
          </Paper>
        ))}
      </ol>
    </Stack>
  );
}
