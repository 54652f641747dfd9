// The phone's back-to-top action: a floating button once the list is scrolled past the first screen.
import { Button } from '@fluentui/react-button';
import { ArrowUp20Regular } from '@fluentui/react-icons';
import { useEffect, useState, type RefObject } from 'react';
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

/**
 * Whether `start` (the top of the list) lies more than a screen above the viewport. An observer
 * tells, not a scroll listener: reading the scroll position on every scroll event forced a layout.
 */
function useScrolledPast(start: RefObject<HTMLElement | null>): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const element = start.current;
    if (!element) return;
    // the viewport grown by one screen upwards: the start leaves it one screen after leaving the viewport
    const observer = new IntersectionObserver(
      ([entry]) => entry && setScrolled(!entry.isIntersecting && entry.boundingClientRect.top < 0),
      { rootMargin: '100% 0px 0px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [start]);
  return scrolled;
}

export function BackToTopButton({ start }: { start: RefObject<HTMLElement | null> }) {
  const intl = useIntl();
  const scrolled = useScrolledPast(start);
  if (!scrolled) return null;
  return (
    <Floating>
      <Button shape="circular" icon={<ArrowUp20Regular />} onClick={scrollToTop}>
        {intl.formatMessage({ id: 'listing.backToTop' })}
      </Button>
    </Floating>
  );
}
