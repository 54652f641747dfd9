// Vehicle info (maker, model, year, chassis or serial, mileage with its note, hours) and the
// specification list (grade, colour, engine, transmission, drive, horsepower, equipment, info), seed 001 §2.
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import type { LotFact } from '../../../engine/detail/lot-view';
import type { SectionProps } from '../../../engine/detail/section-props';
import { factText } from '../../../engine/detail/fact-text';
import { FactList } from '../../../ui/FactList';
import { SectionCard } from '../../../ui/SectionCard';

function Facts({ title, facts }: { title: string; facts: readonly LotFact[] }) {
  const intl = useIntl();
  const rows = facts.flatMap((fact) => {
    const text = factText(fact, intl);
    return text === null
      ? []
      : [{ key: fact.id, label: intl.formatMessage({ id: `lotDetail.fact.${fact.id}` as MessageId }), value: text }];
  });
  if (rows.length === 0) return null;
  return (
    <SectionCard title={title}>
      <FactList rows={rows} />
    </SectionCard>
  );
}

export function VehicleInfoSection({ lot }: SectionProps) {
  const intl = useIntl();
  return <Facts title={intl.formatMessage({ id: `lotDetail.vehicleInfo.${lot.kind}` })} facts={lot.vehicleFacts} />;
}

export function SpecificationSection({ lot }: SectionProps) {
  const intl = useIntl();
  return <Facts title={intl.formatMessage({ id: 'lotDetail.specification.title' })} facts={lot.specification} />;
}
