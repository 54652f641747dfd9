// A dashboard card: a heading, its content and a link to the full page.
import type { ReactNode } from 'react';
import { useId } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import { token } from '../../ui/theme';

const Box = styled.section`
  display: grid;
  grid-template-rows: auto 1fr auto;
  gap: ${token('spacingVerticalM')};
  padding: ${token('spacingVerticalL')} ${token('spacingHorizontalL')};
  border-radius: ${token('borderRadiusLarge')};
  background: ${token('colorNeutralBackground1')};
  box-shadow: ${token('shadow2')};
  font-family: ${token('fontFamilyBase')};
  font-size: ${token('fontSizeBase300')};
  min-width: 0;
  a {
    color: ${token('colorBrandForegroundLink')};
  }
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${token('fontSizeBase500')};
  font-weight: ${token('fontWeightSemibold')};
`;

export function Card({ title, link, linkText, children }: { title: string; link: string; linkText: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box aria-labelledby={id}>
      <Heading id={id}>{title}</Heading>
      <div>{children}</div>
      <Link href={link}>{linkText}</Link>
    </Box>
  );
}

/** Rows of label and value inside a card. */
export const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${token('spacingVerticalXS')};
  li {
    display: flex;
    justify-content: space-between;
    gap: ${token('spacingHorizontalM')};
    min-width: 0;
  }
  li > :first-child {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  li > :last-child:not(:first-child) {
    flex-shrink: 0;
    white-space: nowrap;
  }
  & + & {
    margin-top: ${token('spacingVerticalM')};
  }
`;

/** A large figure with its caption. */
export const Figure = styled.p`
  margin: 0 0 ${token('spacingVerticalS')};
  font-size: ${token('fontSizeHero700')};
  line-height: ${token('lineHeightHero700')};
  font-weight: ${token('fontWeightSemibold')};
`;

export const Muted = styled.span`
  color: ${token('colorNeutralForeground3')};
`;
