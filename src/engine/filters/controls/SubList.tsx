// A sub-list of the mobile filter drawer (seed 001 §2): a title with a back button over what the filter
// shows (an option list, the auction schedule). It takes the place of the drawer's filter rows; Back
// or Escape returns to them.
import { Button } from '@fluentui/react-button';
import { ArrowLeft24Regular } from '@fluentui/react-icons';
import { useContext, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { token } from '../../../ui/theme';
import { SubListHostContext } from '../sub-list-host';

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${token('spacingHorizontalS')};
  margin-block-end: ${token('spacingVerticalS')};

  & > h3 {
    margin: 0;
    font-size: ${token('fontSizeBase400')};
    font-weight: ${token('fontWeightSemibold')};
  }
`;

interface SubListProps {
  title: string;
  open: boolean;
  onClose(): void;
  children: ReactNode;
}

export function SubList({ title, open, onClose, children }: SubListProps) {
  const intl = useIntl();
  const host = useContext(SubListHostContext);
  const titleId = useId();
  const back = useRef<HTMLButtonElement>(null);

  // the host notes the focused row before the focus moves to Back
  useLayoutEffect(() => {
    if (!open) return;
    host?.onOpenChange(true);
    back.current?.focus();
    return () => host?.onOpenChange(false);
  }, [open, host]);

  if (!open) return null;
  const view = (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape anywhere in the sub-list goes back, as in a dialog
    <section
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose();
      }}
    >
      <Header>
        <Button
          appearance="subtle"
          icon={<ArrowLeft24Regular />}
          aria-label={intl.formatMessage({ id: 'filters.back' })}
          onClick={onClose}
          ref={back}
        />
        <h3 id={titleId}>{title}</h3>
      </Header>
      {children}
    </section>
  );
  return host?.node ? createPortal(view, host.node) : view;
}
