// Renders info-page blocks (config/content-schema.ts) as elements: texts are text, never markup.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import type { ContentBlock } from '../../../config/content-schema';
import { token } from '../../ui/theme';

const Body = styled.div`
  max-width: 760px;
  font-family: ${token('fontFamilyBase')};
  font-size: ${token('fontSizeBase400')};
  line-height: ${token('lineHeightBase400')};
  h2 {
    margin: ${token('spacingVerticalXL')} 0 ${token('spacingVerticalS')};
    font-size: ${token('fontSizeBase500')};
    font-weight: ${token('fontWeightSemibold')};
  }
  p,
  ul,
  ol {
    margin: 0 0 ${token('spacingVerticalM')};
  }
  a {
    color: ${token('colorBrandForegroundLink')};
  }
`;

const Steps = styled.ol`
  padding-left: ${token('spacingHorizontalXL')};
  li {
    margin-bottom: ${token('spacingVerticalS')};
  }
  strong {
    display: block;
  }
`;

/** Site paths stay in the app; other links leave it. */
function BlockLink({ href, label }: { href: string; label: string }) {
  if (href.startsWith('/')) return <Link href={href}>{label}</Link>;
  const external = /^https?:/.test(href);
  return (
    <a href={href} {...(external ? { target: '_blank', rel: 'noreferrer' } : {})}>
      {label}
    </a>
  );
}

function renderBlock(block: ContentBlock, key: number): ReactNode {
  switch (block.type) {
    case 'heading':
      return <h2 key={key}>{block.text}</h2>;
    case 'paragraph':
      return <p key={key}>{block.text}</p>;
    case 'list':
      return (
        <ul key={key}>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'steps':
      return (
        <Steps key={key}>
          {block.items.map((item) => (
            <li key={item.title}>
              <strong>{item.title}</strong>
              {item.text}
            </li>
          ))}
        </Steps>
      );
    case 'link':
      return (
        <p key={key}>
          <BlockLink href={block.href} label={block.label} />
        </p>
      );
  }
}

export function ContentBlocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  return <Body>{blocks.map(renderBlock)}</Body>;
}
