// Condition-report extras (seed 001 §2): the videos, the A–Z entries and the ratings per category
// (Engine (E.G), Electro, Exterior, Front (F Pair), Rear (R Pair), Chassis), each with its text and image.
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { token } from '../../../ui/theme';
import type { SectionProps } from '../../../engine/detail/section-props';
import { letterEntry, ratedCategories, rating } from './condition-report';
import { SectionCard } from '../../../ui/SectionCard';

/** Files a <video> element plays; other clips (the reference API's animated SVG) open in a new tab. */
const VIDEO_FILE = /\.(mp4|webm|ogv|mov|m4v)(\?|#|$)/i;

const SubHeading = styled.h3`
  margin: 0;
  font-size: ${token('fontSizeBase300')};
  font-weight: ${token('fontWeightSemibold')};
`;

const Videos = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${token('spacingHorizontalM')};
  video {
    width: 100%;
    border-radius: ${token('borderRadiusMedium')};
    background: ${token('colorNeutralBackground3')};
  }
`;

const Entries = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${token('spacingVerticalXS')};
  li {
    display: flex;
    gap: ${token('spacingHorizontalS')};
  }
`;

const Letter = styled.span`
  flex: none;
  min-width: 1.5em;
  text-align: center;
  font-weight: ${token('fontWeightSemibold')};
  color: ${token('colorBrandForeground1')};
`;

const Ratings = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${token('spacingVerticalS')};
  li {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: ${token('spacingHorizontalM')};
    align-items: center;
  }
  img {
    width: 120px;
    border-radius: ${token('borderRadiusMedium')};
  }
`;

export function ConditionReportSection({ lot }: SectionProps) {
  const intl = useIntl();
  const report = lot.conditionReport;
  if (!report) return null;
  return (
    <SectionCard title={intl.formatMessage({ id: 'lotDetail.report.title' })}>
      {report.videos.length > 0 && (
        <>
          <SubHeading>{intl.formatMessage({ id: 'lotDetail.report.videos' })}</SubHeading>
          <Videos>
            {report.videos.map((src, i) => {
              const name = intl.formatMessage({ id: 'lotDetail.report.video' }, { n: i + 1 });
              return VIDEO_FILE.test(src) ? (
                <video key={src} src={src} controls muted preload="metadata" aria-label={name} />
              ) : (
                <a key={src} href={src} target="_blank" rel="noopener noreferrer">
                  {name}
                </a>
              );
            })}
          </Videos>
        </>
      )}
      {report.entries.length > 0 && (
        <>
          <SubHeading>{intl.formatMessage({ id: 'lotDetail.report.entries' })}</SubHeading>
          <Entries>
            {report.entries.map(letterEntry).map((entry, i) => (
              <li key={i}>
                <Letter aria-hidden={entry.letter === null}>{entry.letter ?? '•'}</Letter>
                <span>{entry.text}</span>
              </li>
            ))}
          </Entries>
        </>
      )}
      {report.ratings &&
        ratedCategories(report.ratings).map((category) => {
          const name = intl.formatMessage({ id: `lotDetail.report.category.${category}` });
          return (
            <div key={category}>
              <SubHeading>{name}</SubHeading>
              <Ratings>
                {report.ratings?.[category].map(rating).map((item, i) => (
                  <li key={i}>
                    <span>{item.text}</span>
                    {item.image && (
                      <img src={item.image} alt={intl.formatMessage({ id: 'lotDetail.report.photo' }, { part: name })} loading="lazy" />
                    )}
                  </li>
                ))}
              </Ratings>
            </div>
          );
        })}
    </SectionCard>
  );
}
