// Consignee or notify party; a notify party the same as the consignee says so instead of repeating it.
import { useIntl } from 'react-intl';
import type { PurchaseDetail } from '../../../../schemas/api/purchases';
import { Facts } from './Facts';
import { SectionCard } from '../../../ui/SectionCard';

export function PartySection({
  title,
  party,
  sameAsConsignee = false,
}: {
  title: string;
  party: PurchaseDetail['consignee'];
  sameAsConsignee?: boolean;
}) {
  const intl = useIntl();
  return (
    <SectionCard title={title}>
      {sameAsConsignee ? (
        <p>{intl.formatMessage({ id: 'purchases.party.sameAsConsignee' })}</p>
      ) : (
        <Facts
          facts={[
            { label: 'purchases.party.fullName', value: party.fullName },
            { label: 'purchases.party.address', value: party.address },
            { label: 'purchases.party.country', value: party.country },
            { label: 'purchases.party.port', value: party.port },
            { label: 'purchases.party.telephone', value: party.telephone },
            { label: 'purchases.party.paymentMethod', value: party.paymentMethod },
            { label: 'purchases.party.documents', value: party.documents.join(', ') },
          ]}
        />
      )}
    </SectionCard>
  );
}
