// The phone's back-to-top action: a floating button once the list is scrolled past the first screen.
import { Button } from '@fluentui/react-button';
import { ArrowUp20Regular } from '@fluentui/react-icons';
import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { token } from '../../ui/theme';
import { scrollToTop } from './scroll-to-top';

const Floating = styled.div`
  position: fixed;
  right: ${token('spacingHorizontalL')};
  bottom: ${token('spacingVerticalL')};
  z-index: 10;
  & button {
    box-shadow: ${token('shadow8')};
  }
`;

const subscribe = (onChange: () => void) => {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
};

export function BackToTopButton() {
  const intl = useIntl();
  // re-renders only when the answer changes, not on every scroll event
  const scrolled = useSyncExternalStore(subscribe, () => window.scrollY > window.innerHeight);
  if (!scrolled) return null;
  return (
    <Floating>
      <Button shape="circular" icon={<ArrowUp20Regular />} onClick={scrollToTop}>
        {intl.formatMessage({ id: 'listing.backToTop' })}
      </Button>
    </Floating>
  );
}
