// The problems of a list answer above its table (seed 000 §8): how many, and on demand each one's
// JSON path and message. Loaded only when an answer has problems.
import { Button } from '@fluentui/react-button';
import { MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-message-bar';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ResponseProblem } from '../../../schemas/response-problems';
import { token } from '../../ui/theme';

const Problems = styled.ul`
  max-height: 12rem;
  overflow-y: auto;
  margin: ${token('spacingVerticalXS')} 0 0;
  padding-inline-start: ${token('spacingHorizontalL')};
`;

export function ListProblems({ problems }: { problems: readonly ResponseProblem[] }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{intl.formatMessage({ id: 'listCheck.title' })}</MessageBarTitle>
        {intl.formatMessage({ id: 'listCheck.summary' }, { count: problems.length })}
        <Problems id={listId} hidden={!open} aria-label={intl.formatMessage({ id: 'listCheck.problems' })}>
          {problems.map((problem) => (
            <li key={`${problem.path} ${problem.message}`}>
              <code>{problem.path}</code>: {problem.message}
            </li>
          ))}
        </Problems>
      </MessageBarBody>
      <MessageBarActions>
        <Button size="small" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((shown) => !shown)}>
          {intl.formatMessage({ id: open ? 'listCheck.hide' : 'listCheck.show' })}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
