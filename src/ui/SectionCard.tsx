import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { token } from './theme';

const Card = styled.section`
  display: grid;
  gap: ${token('spacingVerticalM')};
  padding: ${token('spacingVerticalL')} ${token('spacingHorizontalL')};
  background: ${token('colorNeutralBackground1')};
  border-radius: ${token('borderRadiusLarge')};
  box-shadow: ${token('shadow2')};
  min-width: 0;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${token('fontSizeBase400')};
  line-height: ${token('lineHeightBase400')};
  font-weight: ${token('fontWeightSemibold')};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${token('spacingHorizontalS')};
  flex-wrap: wrap;
`;

/** A detail section's card, named by its heading; `actions` sit beside the heading. */
export function SectionCard({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <Card aria-labelledby={id}>
      <Head>
        <Heading id={id}>{title}</Heading>
        {actions}
      </Head>
      {children}
    </Card>
  );
}
