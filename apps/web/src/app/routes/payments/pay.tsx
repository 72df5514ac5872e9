import { useParams } from 'react-router';
import { publicOrderQueryOptions } from '../../../features/payments/api/payments';
import { PayPage } from '../../../features/payments/components/pay-page';
import { publicRecordLoader } from './public-loader';

/** The hosted payment page: public, its texts and the order loaded before it renders. */
export const loader = publicRecordLoader(['payments'], publicOrderQueryOptions);

export default function PayRoute() {
  const { id = '' } = useParams();
  return <PayPage id={id} />;
}
